/**
 * Keeps the keyboard where the customer acted when a list changes under them (docs/product.md#keyboard-focus):
 * a button that takes its line out of the list (Save for later, Move to cart, Delete, the favourites' heart) or
 * goes away itself (Make default) would otherwise leave focus on the page's body, and the next Tab would start
 * again at the top. Items carry `data-focus-key`, their controls `data-focus-control`. Once the list's data has
 * changed and no change is in flight, focus goes to the same control of the item acted on if it is still there
 * (or its first control), else of the item now in its place (the one before it at the end), else to the
 * fallback (the list's heading) when the list is empty. It only moves focus that was lost or is still in the
 * list: a customer who has gone elsewhere meanwhile stays there.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

type Acted = { key: string; control: string; index: number; data: unknown };

function controlIn(item: Element | undefined, control: string): HTMLElement | null {
  if (!item) return null;
  return (
    item.querySelector<HTMLElement>(`[data-focus-control="${control}"]:not(:disabled)`) ??
    item.querySelector<HTMLElement>('[data-focus-control]:not(:disabled)')
  );
}

function itemsIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-focus-key]')];
}

export function useFocusAfterChange({
  root,
  data,
  busy = false,
  fallback,
}: {
  /** An element that stays mounted around the list (the list itself may go when it empties). */
  root: RefObject<HTMLElement | null>;
  /** The list's data: focus moves once it has changed since the action. */
  data: unknown;
  /** A change still in flight: wait for it. */
  busy?: boolean;
  /** Where focus goes when the list is empty. */
  fallback: () => HTMLElement | null;
}) {
  const acted = useRef<Acted | null>(null);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });

  useEffect(() => {
    const request = acted.current;
    const container = root.current;
    if (!request || !container || busy || data === request.data) return;
    acted.current = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || container.contains(active);
    if (!lost) return;
    const items = itemsIn(container);
    const same = items.find((item) => item.dataset.focusKey === request.key);
    const target = controlIn(same ?? items[Math.min(request.index, items.length - 1)], request.control) ?? fallbackRef.current();
    target?.focus();
  }, [root, data, busy]);

  /** Call as the action starts, with the item's key and the control's name. */
  return useCallback(
    (key: string, control: string) => {
      const container = root.current;
      const index = container ? itemsIn(container).findIndex((item) => item.dataset.focusKey === key) : -1;
      acted.current = { key, control, index: Math.max(index, 0), data };
    },
    [root, data],
  );
}
