/**
 * The current user as the browser keeps it (spec section 3): localStorage key `user`, with id,
 * name and theme. Read-only until sign-in arrives; a session counts only when the name is present.
 */
import { useSyncExternalStore } from 'react';

export type StoredUser = { id: string; name: string; theme?: string };

export const storedUserKey = 'user';

export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name, theme } = value as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '') return null;
    return {
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
      name,
      theme: typeof theme === 'string' ? theme : undefined,
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storedUserKey);
  } catch {
    return null; // storage can be blocked (private modes, strict settings)
  }
}

export function readStoredUser(): StoredUser | null {
  return parseStoredUser(readRaw());
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storedUserKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The stored user, kept current when another tab signs in or out. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseStoredUser(raw);
}
