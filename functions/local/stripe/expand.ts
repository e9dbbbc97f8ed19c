/**
 * Stripe's `expand[]`: an id in an answer is replaced by the object it names (`payment_intent` on a Checkout
 * Session, `latest_charge` on a PaymentIntent, `charge` on a Refund), nested with dots
 * (`payment_intent.latest_charge`) and through lists (`data.payment_intent`), up to Stripe's four levels.
 */
import { invalidParam } from './errors.ts';

/** The fields that hold an id this service can expand. */
const expandable = new Set(['payment_intent', 'latest_charge', 'charge']);

const maxDepth = 4;

type FindById = (id: string) => object | undefined;

function cannotExpand(path: string) {
  return invalidParam(`This property cannot be expanded (${path}).`, 'expand');
}

function expandAt(target: Record<string, unknown>, segments: string[], find: FindById, path: string): void {
  const [field, ...rest] = segments;
  if (field === undefined || !(field in target)) throw cannotExpand(path);
  const value = target[field];
  if (Array.isArray(value)) {
    // Lists expand each item: `data.payment_intent`.
    if (rest.length === 0) throw cannotExpand(path);
    for (const item of value) if (item && typeof item === 'object') expandAt(item as Record<string, unknown>, rest, find, path);
    return;
  }
  if (rest.length === 0 && !expandable.has(field)) throw cannotExpand(path);
  let next = value;
  if (typeof value === 'string' && expandable.has(field)) {
    const found = find(value);
    if (!found) throw cannotExpand(path);
    next = structuredClone(found);
    target[field] = next;
  }
  if (rest.length > 0 && next !== null) {
    if (typeof next !== 'object') throw cannotExpand(path);
    expandAt(next as Record<string, unknown>, rest, find, path);
  }
}

/** A copy of `answer` with the requested paths expanded; the stored objects keep their ids. */
export function expandAnswer<T extends object>(answer: T, paths: readonly string[] | undefined, find: FindById): T {
  const copy = structuredClone(answer);
  for (const path of paths ?? []) {
    const segments = path.split('.');
    if (segments.length > maxDepth) throw cannotExpand(path);
    expandAt(copy as Record<string, unknown>, segments, find, path);
  }
  return copy;
}
