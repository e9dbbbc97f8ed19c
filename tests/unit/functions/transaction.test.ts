import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelledTransaction, failedOnCondition, transact } from '../../../functions/src/platform/table/transaction.ts';

process.env.TABLE_NAME ??= 'spices-unit';

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

describe('transact', () => {
  const table = mockClient(DynamoDBDocumentClient);
  const items = [{ Put: { TableName: 'spices-unit', Item: { pk: 'A', sk: 'B' } } }];
  beforeEach(() => table.reset());

  it('answers nothing when written, in one TransactWriteItems', async () => {
    table.on(TransactWriteCommand).resolves({});
    expect(await transact(items)).toBeUndefined();
    expect(table.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems)).toEqual([items]);
  });

  it('answers the decoded cancellation, with the error to throw when the reasons are none the store expected', async () => {
    const refusal = cancelled('ConditionalCheckFailed');
    table.on(TransactWriteCommand).rejects(refusal);
    const answer = await transact(items);
    expect(answer?.conditionFailed(0)).toBe(true);
    expect(answer?.error).toBe(refusal);
  });

  it('throws any other error', async () => {
    table.on(TransactWriteCommand).rejects(new Error('network down'));
    await expect(transact(items)).rejects.toThrow('network down');
  });

  it('sends again on a bare conflict only when asked to, and never when a condition failed', async () => {
    table.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    expect((await transact(items))?.conflict).toBe(true);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(1);

    table.reset();
    table.on(TransactWriteCommand).rejectsOnce(cancelled('TransactionConflict')).resolves({});
    expect(await transact(items, 3)).toBeUndefined();
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(2);

    table.reset();
    table.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    expect((await transact(items, 3))?.anyConditionFailed).toBe(true);
    expect(table.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
