/**
 * The address book of a signed-in customer: at most 10 addresses, exactly one default while any
 * exist. Addresses live under the customer's own key, so another customer's id is simply not found.
 */
import { ulid } from 'ulid';
import { addressIdPattern, maxAddresses, type Address, type AddressRequest } from '../contract/address.ts';
import {
  AddressBookChanged,
  getAddress,
  getAddressBook,
  insertAddress,
  listAddresses,
  moveDefault,
  removeAddress,
  updateAddressFields,
} from '../store/address.ts';
import { AppError, conflict, notFound } from '../../platform/errors.ts';

const addressNotFound = () => notFound('That address was not found.');

/** Runs a read-then-transact step again when another request changed the address book meanwhile. */
async function withRetry<T>(step: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof AddressBookChanged) || attempt >= attempts) {
        if (error instanceof AddressBookChanged) throw conflict('Your addresses changed at the same time. Please try again.');
        throw error;
      }
    }
  }
}

function checkedId(addressId: string): string {
  if (!addressIdPattern.test(addressId)) throw addressNotFound();
  return addressId;
}

/** The default first, then the others from the most recently added. */
export async function addressesOf(userId: string): Promise<Address[]> {
  const addresses = await listAddresses(userId);
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id.localeCompare(a.id));
}

export async function addAddress(userId: string, request: AddressRequest): Promise<Address> {
  const { isDefault, ...fields } = request;
  const id = ulid();
  return withRetry(async () => {
    const book = await getAddressBook(userId);
    if (book.count >= maxAddresses) {
      throw new AppError('CONFLICT', `You can keep up to ${maxAddresses} addresses. Please delete one before adding another.`);
    }
    return insertAddress(userId, book, { id, fields, makeDefault: isDefault, now: new Date().toISOString() });
  });
}

/** Saves the fields; `isDefault: true` makes it the default (unticking the default keeps it: one is always default). */
export async function editAddress(userId: string, addressId: string, request: AddressRequest): Promise<Address> {
  const { isDefault, ...fields } = request;
  const now = new Date().toISOString();
  const updated = await updateAddressFields(userId, checkedId(addressId), fields, now);
  if (!updated) throw addressNotFound();
  if (!isDefault || updated.isDefault) return updated;
  await withRetry(async () => moveDefault(userId, await getAddressBook(userId), addressId, now));
  return { ...updated, isDefault: true };
}

/** Deletes an address; when it was the default, the most recently added other one becomes default. */
export async function deleteAddress(userId: string, addressId: string): Promise<void> {
  checkedId(addressId);
  await withRetry(async () => {
    const [book, addresses] = await Promise.all([getAddressBook(userId), listAddresses(userId)]);
    if (!addresses.some((address) => address.id === addressId)) throw addressNotFound();
    const next = addresses.filter((address) => address.id !== addressId).at(-1)?.id ?? null;
    await removeAddress(userId, book, addressId, next, new Date().toISOString());
  });
}

/** One address of the customer's (for checkout); 404 when it is not theirs. */
export async function addressOf(userId: string, addressId: string): Promise<Address> {
  const address = await getAddress(userId, checkedId(addressId));
  if (!address) throw addressNotFound();
  return address;
}
