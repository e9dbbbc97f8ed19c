/**
 * Which stored items send an e-mail, and the markers that make each e-mail go out once (keys.ts
 * `notificationMarkerKey`), written after the e-mail for that item was sent.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/table/client.ts';
import { balanceLinkNoticeType, paidOrderNoticeType } from '../../payments/index.ts';
import { quoteLinkRequestType } from '../../quotes/index.ts';
import { enquiryItemType } from '../../enquiries/index.ts';
import { acknowledgementMarkerKey, notificationMarkerKey, type ItemKey } from '../../platform/table/keys.ts';
import { messageItemType, orderItemType, customerCancelNoticeType, givenUpNoticeType } from '../../orders/index.ts';
import { resetRequestItemType } from '../../accounts/index.ts';

/**
 * Item types whose insertion sends an e-mail: enquiries and new orders to the owner (a card order's when its card is
 * held: its paid-order notice), order messages, password-reset links and catering quotes' links to the customer, and
 * the owner's notices that a customer cancelled their order or that the shop gave one up.
 */
export const notifiedItemTypes = [
  enquiryItemType,
  orderItemType,
  paidOrderNoticeType,
  messageItemType,
  resetRequestItemType,
  quoteLinkRequestType,
  balanceLinkNoticeType,
  customerCancelNoticeType,
  givenUpNoticeType,
] as const;
export type NotifiedItemType = (typeof notifiedItemTypes)[number];

export function isNotifiedItemType(type: unknown): type is NotifiedItemType {
  return notifiedItemTypes.some((notifiedType) => notifiedType === type);
}

/**
 * The stream filter, in Lambda's event-filter pattern: new items of a notified type. The AWS event
 * source mapping and the local stream poller both apply exactly this.
 */
export const notifyStreamFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { type: { S: [...notifiedItemTypes] } } },
};

/** The marker's partition starts with this; the notify function's table grant is limited to it. */
export { notificationMarkerPrefix } from '../../platform/table/keys.ts';

/** Kept well beyond the stream's 24-hour retention, after which no record can be delivered again. */
const markerLifetimeSeconds = 14 * 24 * 60 * 60;

/**
 * Which of an item's e-mails a marker stands for: the item's own (to the owner, or the customer's message), or the
 * customer's acknowledgement that some items send as well (a catering enquiry's).
 */
export type NotificationKind = 'notified' | 'acknowledged';

const markerKey = (item: ItemKey, kind: NotificationKind) => (kind === 'notified' ? notificationMarkerKey(item) : acknowledgementMarkerKey(item));

export async function wasNotified(item: ItemKey, kind: NotificationKind = 'notified'): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: markerKey(item, kind), ConsistentRead: true }));
  return Item !== undefined;
}

export async function markNotified(item: ItemKey, now = Date.now(), kind: NotificationKind = 'notified'): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...markerKey(item, kind),
          type: 'notificationMarker',
          notifiedAt: new Date(now).toISOString(),
          expiresAt: Math.floor(now / 1000) + markerLifetimeSeconds,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    // Another delivery marked it first: the item is notified either way.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
