/**
 * Recently viewed dishes (docs/product.md#dish-page: the last 3 dishes viewed, by name):
 * localStorage key `recentlyViewed`, a JSON list of names, most recent first.
 */
import { useEffect, useSyncExternalStore } from 'react';

export const recentlyViewedKey = 'recentlyViewed';
export const recentlyViewedLimit = 3;

/** The stored list, or an empty one when it is missing or not a list of names. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((name): name is string => typeof name === 'string' && name.trim() !== '').slice(0, recentlyViewedLimit);
  } catch {
    return [];
  }
}

/** The list after viewing `name`: it moves to the front, and only the last 3 stay. */
export function withViewedDish(list: readonly string[], name: string): string[] {
  return [name, ...list.filter((entry) => entry !== name)].slice(0, recentlyViewedLimit);
}

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(recentlyViewedKey);
  } catch {
    return null; // storage can be blocked
  }
}

export function readRecentlyViewed(): string[] {
  return parseRecentlyViewed(readRaw());
}

/** Records that `name` was viewed. */
export function rememberViewedDish(name: string): void {
  const next = JSON.stringify(withViewedDish(readRecentlyViewed(), name));
  if (next === readRaw()) return;
  try {
    window.localStorage.setItem(recentlyViewedKey, next);
  } catch {
    return; // full or blocked storage: the list is a convenience
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === recentlyViewedKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Records the dish on screen once it has loaded, and returns the other recently viewed dishes,
 * most recent first (the current one is left out: the visitor is looking at it).
 */
export function useRecentlyViewed(currentName: string | undefined): string[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  useEffect(() => {
    if (currentName) rememberViewedDish(currentName);
  }, [currentName]);
  return parseRecentlyViewed(raw).filter((name) => name !== currentName);
}
