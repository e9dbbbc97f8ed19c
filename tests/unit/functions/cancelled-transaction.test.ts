import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cancelledTransaction, failedOnCondition } from '../../../functions/src/data/cancelled-transaction.ts';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('cancelledTransaction', () => {
  it("says which item's condition failed, in TransactItems order", () => {
    const reasons = cancelledTransaction(cancelled('None', 'ConditionalCheckFailed', 'None'));
    expect(reasons?.conditionFailed(0)).toBe(false);
    expect(reasons?.conditionFailed(1)).toBe(true);
    expect(reasons?.conditionFailed(2)).toBe(false);
    expect(reasons?.anyConditionFailed).toBe(true);
    expect(reasons?.conflict).toBe(false);
  });

  it('finds a failed condition at or after an index', () => {
    const reasons = cancelledTransaction(cancelled('None', 'None', 'None', 'None', 'None', 'ConditionalCheckFailed'));
    expect(reasons?.conditionFailedFrom(4)).toBe(true);
    expect(cancelledTransaction(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None'))?.conditionFailedFrom(4)).toBe(false);
  });

  it('tells a conflict with another transaction from a failed condition', () => {
    const reasons = cancelledTransaction(cancelled('None', 'TransactionConflict'));
    expect(reasons?.conflict).toBe(true);
    expect(reasons?.anyConditionFailed).toBe(false);
  });

  it('reads a cancellation without reasons as nothing failed', () => {
    const error = new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {} });
    expect(cancelledTransaction(error)).toMatchObject({ anyConditionFailed: false, conflict: false });
  });

  it('is undefined for any other error', () => {
    expect(cancelledTransaction(new Error('boom'))).toBeUndefined();
    expect(cancelledTransaction(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }))).toBeUndefined();
  });
});

describe('failedOnCondition', () => {
  it("is true for a single write's failed condition and for a transaction's", () => {
    expect(failedOnCondition(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }))).toBe(true);
    expect(failedOnCondition(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
  });

  it('is false for a conflict or another error', () => {
    expect(failedOnCondition(cancelled('TransactionConflict'))).toBe(false);
    expect(failedOnCondition(new Error('boom'))).toBe(false);
  });
});
