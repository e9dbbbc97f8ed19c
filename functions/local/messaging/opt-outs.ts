/**
 * The opt-out list operations (docs/local-messaging.md#opt-out-lists): PutOptedOutNumber, DeleteOptedOutNumber and
 * DescribeOptedOutNumbers, in the API's own shapes and refusals, on the one list the account has, `Default` (every
 * number of the shop uses it, as a new phone number does at AWS). A text to a number on it is refused (api.ts).
 */
import * as z from 'zod';
import { resourceNotFound, validationError } from './protocol.ts';
import { parseRequest, text, type MemberTypes } from './requests.ts';
import type { MessagingStore, OptedOutNumber } from './store.ts';

export const defaultOptOutListName = 'Default';
/** The list's ARN in the stand-in's account: the API takes it wherever it takes the name. */
export const defaultOptOutListArn = `arn:aws:sms-voice:us-east-1:000000000000:opt-out-list/${defaultOptOutListName}`;

const listName = text(1, 256).pipe(z.string().regex(/^[A-Za-z0-9_:/-]+$/, 'Member must satisfy the pattern [A-Za-z0-9_:/-]+'));
/** The model's pattern for an opted-out number: E.164 digits, the + optional. */
const optedOutNumber = text(1, 20).pipe(z.string().regex(/^\+?[1-9][0-9]{1,18}$/, 'Member must satisfy the pattern \\+?[1-9][0-9]{1,18}'));

const numberRequestSchema = z.object({ OptOutListName: listName, OptedOutNumber: optedOutNumber });
const numberMemberTypes: MemberTypes = { OptOutListName: 'string', OptedOutNumber: 'string' };

const describeSchema = z.object({
  OptOutListName: listName,
  OptedOutNumbers: z.array(optedOutNumber).max(5, 'Member must have at most 5 items').optional(),
  Filters: z
    .array(
      z.object({
        Name: z.enum(['end-user-opted-out']),
        Values: z
          .array(z.enum(['true', 'false']))
          .min(1)
          .max(20),
      }),
    )
    .max(20, 'Member must have at most 20 items')
    .optional(),
  NextToken: text(1, 1024).optional(),
  MaxResults: z.number().int().min(1).max(100).optional(),
});
const describeMemberTypes: MemberTypes = { OptOutListName: 'string', OptedOutNumbers: 'array', Filters: 'array', NextToken: 'string', MaxResults: 'number' };

/** A page holds as many numbers as MaxResults allows, its largest value when the caller names none. */
const largestPage = 100;

/** The list the request names, by name or ARN; the account has no other. */
function checkList(name: string): void {
  if (name !== defaultOptOutListName && name !== defaultOptOutListArn) throw resourceNotFound('opt-out-list', name);
}

/** The API takes the number with or without its +; the list keeps it in E.164, as texts name it. */
const withPlus = (number: string) => (number.startsWith('+') ? number : `+${number}`);

/** The JSON protocol's timestamps are seconds since the epoch. */
const epochSeconds = (iso: string) => Date.parse(iso) / 1000;

const information = (record: OptedOutNumber) => ({
  OptedOutNumber: record.number,
  OptedOutTimestamp: epochSeconds(record.at),
  EndUserOptedOut: record.endUserOptedOut,
});

const listAnswer = { OptOutListArn: defaultOptOutListArn, OptOutListName: defaultOptOutListName };

/** A token names where the next page begins; it means nothing outside this service. */
const encodeToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function decodeToken(token: string): number {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match) throw validationError('INVALID_NEXT_TOKEN', [{ Name: 'NextToken', Message: 'The NextToken is not valid.' }]);
  return Number(match[1]);
}

export function putOptedOutNumber(store: MessagingStore, body: unknown): Record<string, unknown> {
  const request = parseRequest(numberRequestSchema, numberMemberTypes, body);
  checkList(request.OptOutListName);
  return { ...listAnswer, ...information(store.optOut(withPlus(request.OptedOutNumber))) };
}

/** Answers when the number was taken off (the model's OptedOutTimestamp here); one not on the list is not found. */
export function deleteOptedOutNumber(store: MessagingStore, body: unknown): Record<string, unknown> {
  const request = parseRequest(numberRequestSchema, numberMemberTypes, body);
  checkList(request.OptOutListName);
  const removed = store.optIn(withPlus(request.OptedOutNumber));
  if (!removed) throw resourceNotFound('opted-out-number', request.OptedOutNumber);
  return { ...listAnswer, ...information({ ...removed, at: new Date().toISOString() }) };
}

/**
 * The numbers on the list, in the order they were put on it, a page at a time. Named numbers narrow it to those of
 * them on the list (a named number that is not there is left out of the answer); the end-user-opted-out filter to
 * those whose EndUserOptedOut is one of its values.
 */
export function describeOptedOutNumbers(store: MessagingStore, body: unknown): Record<string, unknown> {
  const request = parseRequest(describeSchema, describeMemberTypes, body);
  checkList(request.OptOutListName);
  const named = request.OptedOutNumbers ? new Set(request.OptedOutNumbers.map(withPlus)) : undefined;
  const matching = store
    .optedOutNumbers()
    .filter((record) => !named || named.has(record.number))
    .filter((record) => (request.Filters ?? []).every((filter) => filter.Values.includes(String(record.endUserOptedOut) as 'true' | 'false')));
  const start = request.NextToken ? decodeToken(request.NextToken) : 0;
  const end = start + (request.MaxResults ?? largestPage);
  return {
    ...listAnswer,
    OptedOutNumbers: matching.slice(start, end).map(information),
    ...(end < matching.length ? { NextToken: encodeToken(end) } : {}),
  };
}
