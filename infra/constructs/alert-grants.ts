/**
 * What the two alert functions (the stream's and the timers': infra/stacks/alerts-stack.ts) may read and write of the
 * table and of the parameters: exactly the keys their use cases touch, by partition-key prefix
 * (docs/data-model.md), so neither can read a password hash, a cart or the catalogue.
 */
import { StringParameter, type IStringParameter } from 'aws-cdk-lib/aws-ssm';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import {
  alertDevicePartition,
  alertSettingsKey,
  alertStepKey,
  alertWindowKey,
  givenUpNoticeKey,
  ownerActionMarkerKey,
  shopSettingsKey,
  slotPartition,
  userKeyPrefix,
} from '../../functions/src/platform/table/keys.ts';
import type { CardPaymentParameters } from '../stacks/api-area-stack.ts';

/** The fixed start of the partition keys a key builder makes: what comes before its first argument. */
function prefixOf(partitionKey: (id: string) => string): string {
  const marker = '\u0000';
  const key = partitionKey(marker);
  return key.slice(0, key.indexOf(marker));
}

const anyUnder = (prefix: string) => `${prefix}*`;

/**
 * The leading keys of each kind of access:
 * - reads: the orders (`USER#…`, with the order's ladder log on the item), the day's and the alerts' settings, the devices;
 * - puts: a ladder step's marker, a channel's minute, the customer's message (`USER#…`), the owner-action marker and
 *   the give-up notice of an order step (orders/store/order-status.ts);
 * - updates: the order (its status, alert log, card payment), the slot's count (freed by a give-up), a minute's folds;
 * - deletes: a device whose push subscription is gone.
 */
export const alertTableKeys = {
  read: [anyUnder(userKeyPrefix), shopSettingsKey.pk, alertSettingsKey.pk, alertDevicePartition],
  put: [
    anyUnder(prefixOf((id) => alertStepKey(id, 'push').pk)),
    anyUnder(prefixOf((channel) => alertWindowKey(channel, '').pk)),
    anyUnder(userKeyPrefix),
    anyUnder(prefixOf((id) => ownerActionMarkerKey(id, 'accept').pk)),
    anyUnder(prefixOf((id) => givenUpNoticeKey(id).pk)),
  ],
  update: [anyUnder(userKeyPrefix), slotPartition, anyUnder(prefixOf((channel) => alertWindowKey(channel, '').pk))],
  delete: [alertDevicePartition],
} as const;

/** The waiting orders are listed by status through this index (orders/store/order.ts `listOrdersByStatus`). */
export const alertIndexName = 'gsi1';

/**
 * The table, key by key: each action only on the partitions in alertTableKeys (a transaction's items are each checked
 * as their own put or update), and Query on the orders' status index.
 */
export function grantAlertTableAccess(table: ITableV2, grantee: IGrantable): void {
  const onKeys = (actions: string[], keys: readonly string[]) =>
    Grant.addToPrincipal({
      grantee,
      actions,
      resourceArns: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...keys] } },
    });
  onKeys(['dynamodb:GetItem', 'dynamodb:Query'], alertTableKeys.read);
  onKeys(['dynamodb:PutItem'], alertTableKeys.put);
  onKeys(['dynamodb:UpdateItem'], alertTableKeys.update);
  onKeys(['dynamodb:DeleteItem'], alertTableKeys.delete);
  Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: [`${table.tableArn}/index/${alertIndexName}`] });
}

/**
 * The parameters: the session secret (a texted accept link is signed with a key derived from it) and, when the stage
 * takes cards, Stripe's secret key (an auto-accept captures the card, a give-up releases it), as the API routes that
 * call Stripe; never the webhook's signing secret. Imported once per scope (ids `SessionSecret`, `StripeSecretKey`).
 */
export function grantAlertSecrets(
  scope: Construct,
  grantee: IGrantable,
  props: { sessionSecretParameterName: string; cardPayments?: CardPaymentParameters | undefined },
): void {
  const imported = (id: string, parameterName: string) =>
    (scope.node.tryFindChild(id) as IStringParameter | undefined) ?? StringParameter.fromSecureStringParameterAttributes(scope, id, { parameterName });
  const names = [imported('SessionSecret', props.sessionSecretParameterName)];
  if (props.cardPayments) names.push(imported('StripeSecretKey', props.cardPayments.secretKeyParameterName));
  for (const parameter of names) Grant.addToPrincipal({ grantee, actions: ['ssm:GetParameter'], resourceArns: [parameter.parameterArn] });
}
