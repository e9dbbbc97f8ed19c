/**
 * The shared "search open" flag (docs/product.md#search): set when the header search box is
 * focused, cleared when the search closes. The header reads it to hide its icons on narrow windows.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setSearchOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => open;

export function useSearchOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
