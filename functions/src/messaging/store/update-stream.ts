/**
 * Which stream records reach the outbox (messaging/handlers/send-customer-updates.ts): new messages about orders. The
 * AWS event source mapping and the local poller both apply exactly this filter.
 */
import { messageItemType } from '../../orders/index.ts';

export const customerUpdateStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { type: { S: [messageItemType] } } },
};
