/**
 * Which stream records reach the alerts (alerts/handlers/alert-new-orders.ts): new orders, and card orders' paid-order
 * notices (a card order is the kitchen's once its card is held). The AWS event source mapping and the local poller
 * both apply exactly this filter.
 */
import { orderItemType } from '../../orders/index.ts';
import { paidOrderNoticeType } from '../../payments/index.ts';

export const alertStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { type: { S: [orderItemType, paidOrderNoticeType] } } },
};
