/**
 * Enquiries from the contact forms, one partition per kind: `ENQUIRY#<kind>`/`<ulid>`, type
 * 'enquiry'. Writing one is what e-mails the owner: the table's stream hands it to the notify function.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiryKind } from '../contracts/contact.ts';
import { enquiryRecordSchema, type EnquiryRecord } from '../domain/enquiry.ts';
import { db, tableName } from './client.ts';

export const enquiryItemType = 'enquiry';

/** The partition of one kind of enquiry (tests query it to see what was stored). */
export const enquiryPartitionKey = (kind: EnquiryKind) => `ENQUIRY#${kind}`;
const enquiryKey = (kind: EnquiryKind, id: string) => ({ pk: enquiryPartitionKey(kind), sk: id });

export function enquiryToItem(enquiry: EnquiryRecord): Record<string, unknown> {
  return { ...enquiryKey(enquiry.kind, enquiry.id), type: enquiryItemType, ...enquiry };
}

/** The enquiry in a stored item (or a stream image); throws when the item is not one. */
export function enquiryFromItem(item: Record<string, unknown>): EnquiryRecord {
  if (item.type !== enquiryItemType) throw new Error(`Item ${String(item.pk)}/${String(item.sk)} is not an enquiry`);
  return enquiryRecordSchema.parse(item);
}

export async function saveEnquiry(enquiry: EnquiryRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: enquiryToItem(enquiry), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export async function getEnquiry(kind: EnquiryKind, id: string): Promise<EnquiryRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: enquiryKey(kind, id), ConsistentRead: true }));
  return Item ? enquiryFromItem(Item) : undefined;
}
