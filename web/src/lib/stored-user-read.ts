/**
 * Reading the stored user (localStorage `user`, lib/stored-user.ts) without React: the entry reads
 * the theme from it before the first paint.
 */
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

export function readRaw(): string | null {
  try {
    return window.localStorage.getItem(storedUserKey);
  } catch {
    return null; // storage can be blocked (private modes, strict settings)
  }
}

/** Whether anything is stored under `user`, even an entry that does not count (no name). */
export function hasStoredUserEntry(): boolean {
  return readRaw() !== null;
}

export function readStoredUser(): StoredUser | null {
  return parseStoredUser(readRaw());
}
