/**
 * The add to cart a signed-out customer asked for (issue: "signing in loses the customer's choice").
 * The dish page keeps the exact POST /cart request and the dish's path here before it sends the
 * visitor to /login; the next sign-in in this browser (after two-factor, or after registering and
 * verifying, in this tab or another, later) finishes it once. It was made signed out, so it
 * belongs to no account: whoever signs in next may finish it, and taking it removes it, so it is
 * never replayed for anyone else. It expires after a day.
 */
import type { AddToCartRequest } from '@functions/cart/contract/cart';

export const pendingAddKey = 'pendingAdd';
/** A day: long enough to register and verify, short enough that a forgotten choice doesn't surprise. */
export const pendingAddMaxAgeMs = 24 * 60 * 60 * 1000;

export type PendingAdd = {
  /** Exactly what the dish page would have sent to POST /cart. */
  request: AddToCartRequest;
  /** The dish page it was made on, e.g. /menu/Jollof-Rice. */
  dishPath: string;
  /** When it was made (ms since the epoch). */
  savedAt: number;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage: there is simply nothing to keep
  }
}

function isDishPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/menu/') && !value.includes('//') && !value.includes('\\');
}

/** Reads what is stored, or null when nothing usable is there (malformed, foreign or expired). */
export function parsePendingAdd(raw: string | null, now: number = Date.now()): PendingAdd | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { request, dishPath, savedAt } = value as Record<string, unknown>;
    if (!isDishPath(dishPath) || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
    if (savedAt > now + 60_000 || now - savedAt > pendingAddMaxAgeMs) return null;
    const orders = (request as { orders?: unknown } | null)?.orders;
    if (typeof request !== 'object' || request === null || !Array.isArray(orders) || orders.length === 0) return null;
    return { request: request as AddToCartRequest, dishPath, savedAt };
  } catch {
    return null;
  }
}

/** Keeps the add for the next sign-in (replacing an earlier one: the latest choice wins). */
export function savePendingAdd(request: AddToCartRequest, dishPath: string, now: number = Date.now()): void {
  if (!isDishPath(dishPath)) return;
  const pending: PendingAdd = { request, dishPath, savedAt: now };
  try {
    storage()?.setItem(pendingAddKey, JSON.stringify(pending));
  } catch {
    // full or blocked storage: the visitor signs in and chooses again, as before
  }
}

/** What is waiting, without taking it (an expired or malformed entry is removed on the way). */
export function peekPendingAdd(now: number = Date.now()): PendingAdd | null {
  const store = storage();
  const raw = store?.getItem(pendingAddKey) ?? null;
  const pending = parsePendingAdd(raw, now);
  if (raw !== null && pending === null) clearPendingAdd();
  return pending;
}

/** Takes the waiting add out of storage: it can be finished once, by whoever takes it. */
export function takePendingAdd(now: number = Date.now()): PendingAdd | null {
  const pending = peekPendingAdd(now);
  if (pending) clearPendingAdd();
  return pending;
}

export function clearPendingAdd(): void {
  try {
    storage()?.removeItem(pendingAddKey);
  } catch {
    // nothing to clear
  }
}

/**
 * Runs `work` while holding this origin's pending-add lock, so two tabs that both see the sign-in
 * cannot both take the add (Web Locks; where they are missing, the work just runs).
 */
export function withPendingAddLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return work();
  return locks.request('spices-pending-add', work) as Promise<T>;
}
