/**
 * Enquiries from the contact forms, one partition per kind (keys.ts `enquiryKey`), type 'enquiry'.
 * Writing one is what e-mails the owner: the table's stream hands it to the notify function, for
 * new items only, so the inbox's updates (status, notes) send nothing.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiryNote } from '../contract/enquiry-inbox.ts';
import type { EnquiryKind } from '../contract/contact.ts';
import { enquiryRecordSchema, type EnquiryRecord } from '../rules/enquiry.ts';
import { enquiryInboxStateSchema, type StatusChange, type StoredEnquiry } from '../rules/enquiry-inbox.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { enquiryKey, enquiryPartitionKey } from '../../platform/table/keys.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { updateIf } from '../../platform/table/conditional-write.ts';

export const enquiryItemType = 'enquiry';

/** The partition of one kind of enquiry (tests query it to see what was stored). */
export { enquiryPartitionKey } from '../../platform/table/keys.ts';

export function enquiryToItem(enquiry: EnquiryRecord): StoredItem {
  return { ...enquiryKey(enquiry.kind, enquiry.id), type: enquiryItemType, ...enquiry };
}

/** The enquiry in a stored item (or a stream image); throws when the item is not one. */
export function enquiryFromItem(item: StoredItem): EnquiryRecord {
  if (item.type !== enquiryItemType) throw new Error(`Item ${String(item.pk)}/${String(item.sk)} is not an enquiry`);
  return parseItem(enquiryRecordSchema, 'enquiry', item);
}

export async function saveEnquiry(enquiry: EnquiryRecord): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: enquiryToItem(enquiry), ConditionExpression: 'attribute_not_exists(pk)' }));
}

/** One enquiry with the inbox's state on it, or undefined when there is none. */
export async function getEnquiry(kind: EnquiryKind, enquiryId: string): Promise<StoredEnquiry | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: enquiryKey(kind, enquiryId) }));
  return Item ? storedEnquiryFromItem(Item) : undefined;
}

/** The enquiry and the inbox's state on it (none on an item from before the inbox: it reads as new). */
export function storedEnquiryFromItem(item: StoredItem): StoredEnquiry {
  return { enquiry: enquiryFromItem(item), inbox: parseItem(enquiryInboxStateSchema, 'enquiry', item) };
}

/**
 * The newest `limit` enquiries of one kind below `before` (an enquiry id; from the newest when
 * undefined), newest first (the sort key is the ULID id, so key order is arrival order), and whether
 * older ones exist. Usually one Query; another only when DynamoDB's 1 MB page ends first (enquiries
 * with many long notes).
 */
export async function listEnquiriesBefore(
  kind: EnquiryKind,
  before: string | undefined,
  limit: number,
): Promise<{ enquiries: StoredEnquiry[]; more: boolean }> {
  const items: StoredItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: before === undefined ? 'pk = :pk' : 'pk = :pk AND sk < :before',
        ExpressionAttributeValues: { ':pk': enquiryPartitionKey(kind), ...(before === undefined ? {} : { ':before': before }) },
        ScanIndexForward: false,
        // One more than asked for tells whether there are older ones.
        Limit: limit + 1 - items.length,
        ExclusiveStartKey: start,
        // The owner reads back a change at once.
        ConsistentRead: true,
      }),
    );
    items.push(...Items);
    start = LastEvaluatedKey;
  } while (start !== undefined && items.length <= limit);
  return { enquiries: items.slice(0, limit).map(storedEnquiryFromItem), more: items.length > limit };
}

/** Sets the inbox status of an existing enquiry (nothing else of it); undefined when there is no such enquiry. */
export async function setEnquiryStatus(kind: EnquiryKind, enquiryId: string, change: StatusChange): Promise<StoredEnquiry | undefined> {
  const item = await updateIf({
    Key: enquiryKey(kind, enquiryId),
    UpdateExpression: 'SET #status = :status, #changedAt = :changedAt, #changedBy = :changedBy',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status', '#changedAt': 'statusChangedAt', '#changedBy': 'statusChangedBy' },
    ExpressionAttributeValues: { ':status': change.status, ':changedAt': change.statusChangedAt, ':changedBy': change.statusChangedBy },
  });
  return item ? storedEnquiryFromItem(item) : undefined;
}

export type NoteAppended = { outcome: 'added'; enquiry: StoredEnquiry } | { outcome: 'notFound' } | { outcome: 'full' };

/** Appends a note to an existing enquiry's notes, unless it has `maxNotes` already. */
export async function appendEnquiryNote(kind: EnquiryKind, enquiryId: string, note: EnquiryNote, maxNotes: number): Promise<NoteAppended> {
  const key = enquiryKey(kind, enquiryId);
  const item = await updateIf({
    Key: key,
    UpdateExpression: 'SET #notes = list_append(if_not_exists(#notes, :none), :note)',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#notes) OR size(#notes) < :max)',
    ExpressionAttributeNames: { '#notes': 'notes' },
    ExpressionAttributeValues: { ':none': [], ':note': [note], ':max': maxNotes },
  });
  if (item) return { outcome: 'added', enquiry: storedEnquiryFromItem(item) };
  // Which half of the condition failed: a missing enquiry, or one whose notes are full.
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: 'pk' }));
  return Item ? { outcome: 'full' } : { outcome: 'notFound' };
}
