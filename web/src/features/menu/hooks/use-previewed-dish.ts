/**
 * The previewed dish (docs/product.md#menu-screen: hovering an item sets the previewed dish): a small
 * store shared by the cards that set it and the menu screen that shows it.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { useSyncExternalStore } from 'react';

export type PreviewedDish = Pick<MenuDish, 'id' | 'name' | 'description'>;

let previewed: PreviewedDish | null = null;
const listeners = new Set<() => void>();

export function setPreviewedDish(dish: PreviewedDish | null): void {
  if (previewed?.id === dish?.id) return;
  previewed = dish ? { id: dish.id, name: dish.name, description: dish.description } : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => previewed;

export function usePreviewedDish(): PreviewedDish | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
