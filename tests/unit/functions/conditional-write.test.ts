import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { conditionHeld, updateIf } from '../../../functions/src/platform/table/conditional-write.ts';

process.env.TABLE_NAME ??= 'spices-unit';

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

describe('conditionHeld', () => {
  it('is true when the write went through, false when its condition failed, and throws any other error', async () => {
    expect(await conditionHeld(Promise.resolve({}))).toBe(true);
    expect(await conditionHeld(Promise.reject(conditionFailed()))).toBe(false);
    await expect(conditionHeld(Promise.reject(new Error('throttled')))).rejects.toThrow('throttled');
  });
});

describe('updateIf', () => {
  const table = mockClient(DynamoDBDocumentClient);
  const update = { Key: { pk: 'ENQUIRY#1', sk: 'ENQUIRY' }, UpdateExpression: 'SET seen = :yes', ConditionExpression: 'attribute_exists(pk)' };
  beforeEach(() => table.reset());

  it('answers the item as written, asking for it in the table the stores use', async () => {
    table.on(UpdateCommand).resolves({ Attributes: { pk: 'ENQUIRY#1', sk: 'ENQUIRY', seen: true } });
    expect(await updateIf({ ...update, ExpressionAttributeValues: { ':yes': true } })).toEqual({ pk: 'ENQUIRY#1', sk: 'ENQUIRY', seen: true });
    expect(table.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({ TableName: process.env.TABLE_NAME, ReturnValues: 'ALL_NEW', ...update });
  });

  it('answers undefined when the condition failed, and throws any other error', async () => {
    table.on(UpdateCommand).rejectsOnce(conditionFailed()).rejectsOnce(new Error('throttled'));
    expect(await updateIf(update)).toBeUndefined();
    await expect(updateIf(update)).rejects.toThrow('throttled');
  });
});
