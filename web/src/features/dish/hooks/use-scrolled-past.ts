import { useSyncExternalStore } from 'react';

/** docs/product.md#dish-page: the order summary panel becomes fixed after scrolling past 330 px. */
export const summaryFixedAfterPx = 330;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the window has scrolled further down than `px`. Re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > px,
    () => false,
  );
}
