/**
 * What the messaging functions (infra/constructs/customer-messaging.ts) may do to the table: exactly the keys their use
 * cases touch, by partition-key prefix (docs/data-model.md), as the alert functions' grants (alert-grants.ts).
 */
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { outboxPrefix, textedPhonePrefix, userKeyPrefix } from '../../functions/src/platform/table/keys.ts';

const anyUnder = (prefix: string) => `${prefix}*`;

/** The leading keys of each kind of access; an action left out is not granted. */
export type TableKeys = Partial<Record<'read' | 'put' | 'update' | 'delete', readonly string[]>>;

export const messagingTableKeys = {
  /**
   * The stream's outbox (messaging/use-cases/customer-updates.ts):
   * - reads: the order and the customer's devices (`USER#…`), the number's STOP (`TEXTEDPHONE#…`), an earlier claim (`OUTBOX#…`);
   * - puts: a channel's claim; updates: the claim settled, the number texted (or stopped, started), the order's text line;
   * - deletes: a claim given back, a device whose push subscription is gone (in its customer's partition).
   */
  updates: {
    read: [anyUnder(userKeyPrefix), anyUnder(textedPhonePrefix), anyUnder(outboxPrefix)],
    put: [anyUnder(outboxPrefix)],
    update: [anyUnder(userKeyPrefix), anyUnder(textedPhonePrefix), anyUnder(outboxPrefix)],
    delete: [anyUnder(userKeyPrefix), anyUnder(outboxPrefix)],
  },
  /** The number's replies (messaging/use-cases/replies.ts): the texted number's item, read and updated, and nothing else. */
  replies: {
    read: [anyUnder(textedPhonePrefix)],
    update: [anyUnder(textedPhonePrefix)],
  },
  /** The texts' receipts (messaging/use-cases/delivery-receipts.ts): the order's text line, updated only. */
  receipts: {
    update: [anyUnder(userKeyPrefix)],
  },
} as const satisfies Record<string, TableKeys>;

const actionsOf = { read: ['dynamodb:GetItem', 'dynamodb:Query'], put: ['dynamodb:PutItem'], update: ['dynamodb:UpdateItem'], delete: ['dynamodb:DeleteItem'] };

/** The table, key by key: each kind of access only on its partitions, and no index, scan or batch. */
export function grantTableKeys(table: ITableV2, grantee: IGrantable, keys: TableKeys): void {
  for (const kind of ['read', 'put', 'update', 'delete'] as const) {
    const leading = keys[kind];
    if (!leading) continue;
    Grant.addToPrincipal({
      grantee,
      actions: actionsOf[kind],
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...leading] } },
    });
  }
}
