/**
 * Stripe's request encoding, read back: `application/x-www-form-urlencoded` (or a query string) whose
 * keys use bracket notation (`metadata[orderId]=…`, `line_items[0][price_data][unit_amount]=…`,
 * `expand[]=…`), turned into nested objects and arrays for the zod schemas in ./params.ts. Every value
 * stays a string, as Stripe receives it; an empty value is kept (Stripe reads it as "unset").
 */
import { StripeLocalError } from './errors.ts';

/** A decoded form: strings, lists and maps, nested as the brackets say. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Object keys that would reach a prototype: refused rather than stored. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** `line_items[0][quantity]` → ['line_items', '0', 'quantity']; `expand[]` → ['expand', '']. */
function splitKey(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const inner = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...inner];
}

function invalidKey(key: string): StripeLocalError {
  return new StripeLocalError(400, { type: 'invalid_request_error', message: `Invalid parameter name: ${key}`, param: key }, true);
}

/** Containers are maps while they are built; `[]` appends at the next free index. */
type Building = Map<string, Building | string>;

function insert(root: Building, key: string, value: string) {
  const parts = splitKey(key);
  if (!parts || parts.some((part) => forbiddenKeys.has(part))) throw invalidKey(key);
  let container = root;
  parts.forEach((rawPart, index) => {
    const part = rawPart === '' ? String(container.size) : rawPart;
    const last = index === parts.length - 1;
    const existing = container.get(part);
    if (last) {
      // A key given twice keeps the last value, as a form post does; a key that is also a parent is an error.
      if (existing instanceof Map) throw invalidKey(key);
      container.set(part, value);
      return;
    }
    if (typeof existing === 'string') throw invalidKey(key);
    const next: Building = existing ?? new Map();
    container.set(part, next);
    container = next;
  });
}

/** Maps whose keys are 0…n-1 become arrays (`line_items`, `expand`); metadata always stays a map. */
function finish(building: Building, parentKey: string | undefined): FormObject | FormValue[] {
  const entries = [...building.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : finish(value, key)] as const);
  const indices = entries.map(([key]) => (/^\d+$/.test(key) ? Number(key) : -1));
  const isList = parentKey !== 'metadata' && entries.length > 0 && indices.every((index) => index >= 0);
  if (isList) {
    const sorted = entries.map((entry, position) => ({ entry, index: indices[position]! })).sort((a, b) => a.index - b.index);
    if (sorted.some(({ index }, position) => index !== position)) {
      throw new StripeLocalError(
        400,
        { type: 'invalid_request_error', message: `Invalid array: ${parentKey ?? ''} must be indexed from 0 without gaps.` },
        true,
      );
    }
    return sorted.map(({ entry }) => entry[1]);
  }
  const object: FormObject = {};
  for (const [key, value] of entries) object[key] = value;
  return object;
}

/** Decodes a form body or a query string (without its `?`) into nested parameters. */
export function parseStripeForm(text: string): FormObject {
  const root: Building = new Map();
  for (const [key, value] of new URLSearchParams(text)) insert(root, key, value);
  const result = finish(root, undefined);
  // The top level always has named parameters; a body of bare indices ("0=a") is still a map here.
  return Array.isArray(result) ? Object.fromEntries(result.map((value, index) => [String(index), value])) : result;
}

/** A parameter's name as Stripe spells it in errors: `line_items[0][price_data][currency]`. */
export function paramName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
}

/** Parameters sorted into one string, so one request's parameters compare equal whatever their order (idempotency). */
export function canonicalForm(text: string): string {
  const pairs = [...new URLSearchParams(text)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(pairs);
}
