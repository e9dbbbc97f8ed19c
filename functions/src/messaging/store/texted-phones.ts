/**
 * The numbers the shop texts customers at (keys.ts `textedPhoneKey`), E.164: when each was first and last texted,
 * and whether it replied STOP (and when), so a STOP holds at once for every order to that number. A reply from a
 * number the shop never texted finds no item and changes nothing.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { conditionHeld } from '../../platform/table/conditional-write.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { textedPhoneKey } from '../../platform/table/keys.ts';
import { parseItem } from '../../platform/table/stored-item.ts';

export const textedPhoneItemType = 'textedPhone';

const textedPhoneSchema = z.object({
  phone: z.string(),
  firstTextedAt: z.string(),
  textedAt: z.string(),
  stopped: z.boolean().default(false),
  stoppedAt: z.string().optional(),
  startedAt: z.string().optional(),
  helpAnsweredAt: z.string().optional(),
});
export type TextedPhone = z.infer<typeof textedPhoneSchema>;

export async function getTextedPhone(phone: string): Promise<TextedPhone | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: textedPhoneKey(phone), ConsistentRead: true }));
  return Item ? parseItem(textedPhoneSchema, 'texted phone', Item) : undefined;
}

/** Notes a text sent to the number (the first one creates its item). */
export async function markTexted(phone: string, now: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: textedPhoneKey(phone),
      UpdateExpression: 'SET #type = :type, phone = :phone, textedAt = :now, firstTextedAt = if_not_exists(firstTextedAt, :now)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': textedPhoneItemType, ':phone': phone, ':now': now.toISOString() },
    }),
  );
}

/** STOP: true when this reply stopped the number (it was texted and not stopped already), so it is confirmed once. */
export function stopPhone(phone: string, now: Date): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: textedPhoneKey(phone),
        UpdateExpression: 'SET stopped = :true, stoppedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(stopped) OR stopped = :false)',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now.toISOString() },
      }),
    ),
  );
}

/** START (or a new consent given after the STOP): true when this started a stopped number again. */
export function startPhone(phone: string, now: Date, onlyIfStoppedBefore?: string): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: textedPhoneKey(phone),
        UpdateExpression: 'SET stopped = :false, startedAt = :now',
        ConditionExpression: `attribute_exists(pk) AND stopped = :true${onlyIfStoppedBefore ? ' AND stoppedAt < :before' : ''}`,
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':now': now.toISOString(),
          ...(onlyIfStoppedBefore ? { ':before': onlyIfStoppedBefore } : {}),
        },
      }),
    ),
  );
}

/** HELP: true when the number may be answered now (texted before, not answered within `spacingSeconds`): no reply loops. */
export function claimHelpAnswer(phone: string, now: Date, spacingSeconds: number): Promise<boolean> {
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: textedPhoneKey(phone),
        UpdateExpression: 'SET helpAnsweredAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(helpAnsweredAt) OR helpAnsweredAt < :since)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':since': new Date(now.getTime() - spacingSeconds * 1000).toISOString() },
      }),
    ),
  );
}
