/**
 * Which stream records reach the offers' settling (offers/handlers/settle-offers.ts): orders cancelled, whose offer
 * use is given back, and orders completed (and refunded after), whose points are earned (and taken back). The AWS
 * event source mapping and the local poller both apply exactly this filter.
 */
import { orderItemType } from '../../orders/index.ts';

export const settleOffersStreamFilter = {
  eventName: ['MODIFY'],
  dynamodb: { NewImage: { type: { S: [orderItemType] }, status: { S: ['cancelled', 'completed'] } } },
};
