/**
 * The current user as the browser keeps it (docs/product.md#what-the-browser-keeps): localStorage key `user`, with id,
 * name and theme. A session counts only when the name is present. Writes notify this tab's
 * readers at once; other tabs hear of them through the storage event.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { parseStoredUser, readRaw, storedUserKey, type StoredUser } from './stored-user-read.ts';

export { hasStoredUserEntry, parseStoredUser, readStoredUser, storedUserKey, type StoredUser } from './stored-user-read.ts';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Saves the user (only its id, name and theme: nothing else belongs in the browser's storage). */
export function writeStoredUser(user: StoredUser): void {
  const stored: StoredUser = { id: user.id, name: user.name, ...(user.theme === undefined ? {} : { theme: user.theme }) };
  const raw = JSON.stringify(stored);
  if (raw === readRaw()) return;
  try {
    window.localStorage.setItem(storedUserKey, raw);
  } catch {
    return; // blocked storage: the session still works for this page, it just is not remembered
  }
  notify();
}

export function removeStoredUser(): void {
  if (readRaw() === null) return;
  try {
    window.localStorage.removeItem(storedUserKey);
  } catch {
    return;
  }
  notify();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storedUserKey) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored user, kept current when this tab or another one signs in or out. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseStoredUser(raw), [raw]);
}
