/**
 * The ladder's steps and the alert windows (docs/business-rules.md#the-ladder). A step is taken once: its marker
 * (keys.ts `alertStepKey`) is written in one transaction with a line in the order's alert log, and only while the
 * order is still new, so a repeated or late timer, a replayed stream record or a step racing an accept changes nothing
 * twice, and nothing rings after an accept. What is sent goes out after the step is taken (at most once).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/table/client.ts';
import { alertStepKey, alertWindowKey, orderKey } from '../../platform/table/keys.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';

/** Markers outlive any ladder (a scheduled order's runs up to two weeks), then go. */
const markerLifetimeSeconds = 30 * 24 * 3600;
/** A minute's window is read only within that minute and the next. */
const windowLifetimeSeconds = 3600;

export type StepOutcome = 'taken' | 'takenBefore' | 'answered';

const expiresAt = (now: Date, seconds: number) => Math.floor(now.getTime() / 1000) + seconds;

/**
 * Takes one step of an order's ladder: the marker, and `logLine` appended to the order's alert log, only while the
 * order is new (`placed`). `also` joins the same transaction (the customer's message). 'takenBefore' when the step's
 * marker was there; 'answered' when the order was accepted, cancelled or is gone.
 */
export async function takeStep(
  order: { userId: string; orderId: string },
  step: string,
  logLine: string,
  now: Date,
  also: TransactItem[] = [],
): Promise<StepOutcome> {
  const cancelled = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...alertStepKey(order.orderId, step),
          type: 'alertStep',
          orderId: order.orderId,
          step,
          at: now.toISOString(),
          expiresAt: expiresAt(now, markerLifetimeSeconds),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET alerts = list_append(if_not_exists(alerts, :none), :line)',
        ConditionExpression: 'attribute_exists(pk) AND #status = :placed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':none': [], ':line': [{ what: logLine, at: now.toISOString() }], ':placed': 'placed' },
      },
    },
    ...also,
  ]);
  if (!cancelled) return 'taken';
  if (cancelled.conditionFailed(0)) return 'takenBefore';
  if (cancelled.conditionFailed(1)) return 'answered';
  // Two deliveries of one timer at the same moment: the other one takes it.
  if (cancelled.conflict) return 'takenBefore';
  throw cancelled.error;
}

/** Adds a line to the order's alert log whatever its status (what happened after an accept, e.g. "Accepted automatically"). */
export async function logAlert(order: { userId: string; orderId: string }, what: string, now: Date): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderKey(order.userId, order.orderId),
        UpdateExpression: 'SET alerts = list_append(if_not_exists(alerts, :none), :line)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':none': [], ':line': [{ what, at: now.toISOString() }] },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export type WindowClaim = 'first' | 'folded' | 'foldedFirst';

/**
 * Claims a channel's minute for one alert: 'first' when nothing went out on the channel in that minute (send now);
 * otherwise the alert is folded into the minute's follow-up, and 'foldedFirst' tells the one caller who must arrange
 * that follow-up (at the next minute, grouping everything still waiting).
 */
export async function claimWindow(channel: string, minute: string, now: Date): Promise<WindowClaim> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...alertWindowKey(channel, minute), type: 'alertWindow', folded: 0, expiresAt: expiresAt(now, windowLifetimeSeconds) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return 'first';
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: alertWindowKey(channel, minute),
      UpdateExpression: 'ADD folded :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.folded ?? 0) === 1 ? 'foldedFirst' : 'folded';
}
