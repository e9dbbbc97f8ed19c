/**
 * The stores' one transaction helper: `transact` writes several items at once and hands back why DynamoDB cancelled it,
 * decoded in one place (`cancelledTransaction`). DynamoDB answers a cancelled
 * transaction with one reason per item, in the order of `TransactItems`: `ConditionalCheckFailed`
 * for an item whose condition did not hold, `TransactionConflict` when another request touched the
 * same item at the same moment, `None` for an item that was fine.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.ts';

/** One item of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type CancelledTransaction = {
  /** The cancellation itself, for a store to throw when the reasons are none it expected. */
  error: unknown;
  /** Whether the condition of the item at this index of `TransactItems` failed. */
  conditionFailed(index: number): boolean;
  /** Whether the condition of any item at this index or later failed. */
  conditionFailedFrom(index: number): boolean;
  /** Whether any item's condition failed. */
  anyConditionFailed: boolean;
  /** Whether another transaction touched the same items at the same moment (the caller may try again). */
  conflict: boolean;
};

/** The decoded reasons when `error` is a cancelled transaction; undefined for any other error. */
export function cancelledTransaction(error: unknown): CancelledTransaction | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return {
    error,
    conditionFailed: (index) => codes[index] === 'ConditionalCheckFailed',
    conditionFailedFrom: (index) => codes.slice(index).includes('ConditionalCheckFailed'),
    anyConditionFailed: codes.includes('ConditionalCheckFailed'),
    conflict: codes.includes('TransactionConflict'),
  };
}

/** Whether a write failed on a condition: a single conditional write's, or any item's of a transaction. */
export function failedOnCondition(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || cancelledTransaction(error)?.anyConditionFailed === true;
}

/**
 * One TransactWriteItems, sent again while DynamoDB cancels it only for a `TransactionConflict`
 * (another transaction held one of its items at that moment) and no condition failed: at most
 * `attempts` sends, each after a short random wait that grows, so two writers that met do not
 * meet again on every retry. A retry is checked against the same conditions, so it never writes
 * over a change made meanwhile. Any other cancellation is thrown at once, for the caller to decode.
 */
export async function sendTransaction(input: TransactWriteCommandInput, attempts = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand(input));
      return;
    } catch (error) {
      const cancelled = cancelledTransaction(error);
      if (!cancelled?.conflict || cancelled.anyConditionFailed || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt + Math.random() * 10 * 2 ** attempt));
    }
  }
}

/**
 * Writes the items as one TransactWriteItems (sent again on a bare conflict when `attempts` > 1, as `sendTransaction`).
 * Undefined when written; the decoded cancellation when DynamoDB cancelled it (a condition failed, or another writer
 * held an item), for the store to say what that means; any other error is thrown.
 */
export async function transact(items: TransactItem[], attempts = 1): Promise<CancelledTransaction | undefined> {
  try {
    await sendTransaction({ TransactItems: items }, attempts);
    return undefined;
  } catch (error) {
    const cancelled = cancelledTransaction(error);
    if (!cancelled) throw error;
    return cancelled;
  }
}
