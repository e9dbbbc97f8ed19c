/**
 * Enquiries from the contact forms, one partition per kind (keys.ts `enquiryKey`), type 'enquiry'.
 * Writing one is what e-mails the owner: the table's stream hands it to the notify function.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { enquiryRecordSchema, type EnquiryRecord } from '../domain/enquiry.ts';
import { db, tableName } from './client.ts';
import { enquiryKey } from './keys.ts';
import { parseItem, type StoredItem } from './stored-item.ts';

export const enquiryItemType = 'enquiry';

/** The partition of one kind of enquiry (tests query it to see what was stored). */
export { enquiryPartitionKey } from './keys.ts';

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
