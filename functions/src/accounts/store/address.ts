/**
 * A customer's delivery addresses (keys.ts `addressKey`), one item each, flagged `isDefault`. Beside
 * them the address book (`addressBookKey`) keeps the count, the default's id and a version. Every write
 * that adds, removes or moves the default is one TransactWriteItems conditioned on that version, so
 * two requests at once can neither pass the cap nor leave two defaults (or none).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { addressSchema, type Address, type AddressRequest } from '../contract/address.ts';
import { transact, type TransactItem } from '../../platform/table/transaction.ts';
import { db, tableName } from '../../platform/table/client.ts';
import { addressBookKey, addressKey, addressPrefix, userPk } from '../../platform/table/keys.ts';
import { queryPrefix } from '../../platform/table/query.ts';
import { parseItem, type StoredItem } from '../../platform/table/stored-item.ts';
import { updateIf } from '../../platform/table/conditional-write.ts';

export type AddressFields = Omit<AddressRequest, 'isDefault'>;

export type AddressBook = { count: number; defaultId: string | null; version: number };

/** The address the API answers; the optional fields of early addresses read empty. */
const addressItemSchema = addressSchema.extend({
  line2: z.string().default(''),
  phone: z
    .string()
    .nullish()
    .transform((phone) => phone ?? null),
  deliveryInstructions: z.string().default(''),
  isDefault: z.boolean().default(false),
});

const addressBookItemSchema = z.object({
  count: z.number().int().default(0),
  defaultId: z.string().optional(),
  version: z.number().int().default(0),
});

/** A transaction lost a race with another write to the same address book. */
export class AddressBookChanged extends Error {
  override readonly name = 'AddressBookChanged';
}

function fromItem(item: StoredItem): Address {
  return parseItem(addressItemSchema, 'address', item);
}

/** Oldest first (ULIDs sort by creation). */
export async function listAddresses(userId: string): Promise<Address[]> {
  const items = await queryPrefix(userPk(userId), addressPrefix, { consistentRead: true });
  return items.map(fromItem);
}

export async function getAddress(userId: string, addressId: string): Promise<Address | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: addressKey(userId, addressId), ConsistentRead: true }));
  return Item ? fromItem(Item) : undefined;
}

export async function getAddressBook(userId: string): Promise<AddressBook> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: addressBookKey(userId), ConsistentRead: true }));
  if (!Item) return { count: 0, defaultId: null, version: 0 };
  const book = parseItem(addressBookItemSchema, 'address book', Item);
  return { count: book.count, defaultId: book.defaultId ?? null, version: book.version };
}

/** The book's update, valid only if nobody changed it since `book` was read. */
function bookUpdate(userId: string, book: AddressBook, next: { count: number; defaultId: string | null }): TransactItem {
  const values: Record<string, unknown> = { ':count': next.count, ':next': book.version + 1, ':type': 'addressBook' };
  let condition = 'attribute_not_exists(pk)';
  if (book.version > 0) {
    condition = 'version = :version';
    values[':version'] = book.version;
  }
  const sets = ['#count = :count', 'version = :next', '#type = :type'];
  if (next.defaultId) {
    sets.push('defaultId = :defaultId');
    values[':defaultId'] = next.defaultId;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: addressBookKey(userId),
      UpdateExpression: `SET ${sets.join(', ')}${next.defaultId ? '' : ' REMOVE defaultId'}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
      ExpressionAttributeValues: values,
    },
  };
}

function setDefaultFlag(userId: string, addressId: string, isDefault: boolean, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: addressKey(userId, addressId),
      UpdateExpression: 'SET isDefault = :isDefault, updatedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':isDefault': isDefault, ':now': now },
    },
  };
}

/** The address book's writes, all at once; a change made meanwhile by another request cancels them. */
async function writeBook(items: TransactItem[]): Promise<void> {
  if (await transact(items)) throw new AddressBookChanged('The address book changed meanwhile.');
}

/** Adds an address; it is the default when asked or when it is the first. The caller checks the cap. */
export async function insertAddress(
  userId: string,
  book: AddressBook,
  address: { id: string; fields: AddressFields; makeDefault: boolean; now: string },
): Promise<Address> {
  const makeDefault = address.makeDefault || !book.defaultId;
  const item = {
    ...addressKey(userId, address.id),
    type: 'address',
    id: address.id,
    ...address.fields,
    isDefault: makeDefault,
    createdAt: address.now,
    updatedAt: address.now,
  };
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    bookUpdate(userId, book, { count: book.count + 1, defaultId: makeDefault ? address.id : book.defaultId }),
  ];
  if (makeDefault && book.defaultId) items.push(setDefaultFlag(userId, book.defaultId, false, address.now));
  await writeBook(items);
  return fromItem(item);
}

/** Changes an address's fields (never its default flag); undefined when it does not exist. */
export async function updateAddressFields(userId: string, addressId: string, fields: AddressFields, now: string): Promise<Address | undefined> {
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':updatedAt': now };
  const sets = ['#updatedAt = :updatedAt'];
  for (const [field, value] of Object.entries(fields)) {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  const item = await updateIf({
    Key: addressKey(userId, addressId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
  return item ? fromItem(item) : undefined;
}

/** Moves the default to `addressId`, unsetting the previous default in the same transaction. */
export async function moveDefault(userId: string, book: AddressBook, addressId: string, now: string): Promise<void> {
  if (book.defaultId === addressId) return;
  const items: TransactItem[] = [setDefaultFlag(userId, addressId, true, now), bookUpdate(userId, book, { count: book.count, defaultId: addressId })];
  if (book.defaultId) items.push(setDefaultFlag(userId, book.defaultId, false, now));
  await writeBook(items);
}

/** Deletes an address; when it was the default, `nextDefaultId` (if any) becomes the default. */
export async function removeAddress(userId: string, book: AddressBook, addressId: string, nextDefaultId: string | null, now: string): Promise<void> {
  const wasDefault = book.defaultId === addressId;
  const defaultId = wasDefault ? nextDefaultId : book.defaultId;
  const items: TransactItem[] = [
    { Delete: { TableName: tableName(), Key: addressKey(userId, addressId), ConditionExpression: 'attribute_exists(pk)' } },
    bookUpdate(userId, book, { count: Math.max(0, book.count - 1), defaultId }),
  ];
  if (wasDefault && nextDefaultId) items.push(setDefaultFlag(userId, nextDefaultId, true, now));
  await writeBook(items);
}
