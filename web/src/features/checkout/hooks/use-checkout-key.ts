/**
 * The checkout trip's Idempotency-Key. It comes from the navigation state (the cart made it on
 * Proceed to Checkout); opened without state, one is made here. Kept in sessionStorage so a reload
 * or a trip to add an address sends the same key, and retired once an order is placed with it.
 */
import { useCallback, useState } from 'react';

const storageKey = 'checkout-idempotency-key';
const placedKey = 'checkout-placed-key';
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

function read(name: string): string | null {
  try {
    return window.sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(name);
    else window.sessionStorage.setItem(name, value);
  } catch {
    // Storage refused (private mode): the key lives for this page only, which is still one order per click.
  }
}

/** The key to send: the state's, else this tab's stored one, else a new one (never one already used for a placed order). */
export function checkoutKeyFor(stateKey: unknown): string {
  const placed = read(placedKey);
  const usable = (key: unknown): key is string => typeof key === 'string' && keyPattern.test(key) && key !== placed;
  const key = usable(stateKey) ? stateKey : (read(storageKey) ?? '');
  const chosen = usable(key) ? key : crypto.randomUUID();
  write(storageKey, chosen);
  return chosen;
}

export function useCheckoutKey(stateKey: unknown) {
  const [key] = useState(() => checkoutKeyFor(stateKey));
  /** After the order is placed: a Back to this screen starts a new trip rather than replaying this one. */
  const retire = useCallback(() => {
    write(placedKey, key);
    write(storageKey, null);
  }, [key]);
  return { key, retire };
}
