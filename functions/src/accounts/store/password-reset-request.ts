/**
 * Requests for a password-reset link (keys.ts `resetRequestKey`), with a TTL. POST
 * /auth/forgot-password writes one for every address, known or not (the same work either way, so
 * its timing reveals no account); the table's stream then e-mails a link when it names a user.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import * as z from 'zod';
import { db, tableName } from '../../platform/table/client.ts';
import { resetRequestKey } from '../../platform/table/keys.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';

export const resetRequestItemType = 'passwordResetRequest';

export type ResetRequest = {
  /** The normalised address the link was asked for. */
  email: string;
  /** The account holding that address when it was asked, if any. */
  userId?: string;
  requestedAt: string;
};

const resetRequestItemSchema = z.object({ email: z.string(), userId: z.string().optional(), requestedAt: z.string() });

/** Kept a day: the stream delivers within its 24-hour retention or never. */
const requestLifetimeSeconds = 24 * 3600;

export async function recordResetRequest(request: Omit<ResetRequest, 'requestedAt'>, now = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...resetRequestKey(ulid(now)),
        type: resetRequestItemType,
        email: request.email,
        ...(request.userId ? { userId: request.userId } : {}),
        requestedAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + requestLifetimeSeconds,
      },
    }),
  );
}

export function resetRequestFromItem(item: StoredItem): ResetRequest {
  return parseItem(resetRequestItemSchema, 'password-reset request', item);
}
