/**
 * The one way the web talks to the API: same origin under /api, cookies sent, JSON both ways.
 * Every failure becomes an ApiError parsed from the one error body `{ error: { code, message, details? } }`.
 *
 * Answers are checked with the shared zod schemas. The schemas (and zod, ~20 kB gzipped) may be
 * passed as a loader, so a screen renders and starts its request without waiting for them.
 */
import type { ErrorCode } from '@functions/platform/contract/error';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';

export const apiBase = '/api';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'TOO_MANY_REQUESTS',
};

/** Retry-After in seconds (the HTTP-date form too); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Turns a failed answer's status and body (already read as text) into an ApiError. */
export async function parseApiError(status: number, bodyText: string, headers?: Headers): Promise<ApiError> {
  const retryAfter = retryAfterSeconds(headers?.get('retry-after'));
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = await import('@functions/platform/contract/error').then(
    ({ errorBodySchema }) => errorBodySchema.safeParse(json),
    () => undefined, // the schema chunk failed to load: fall back to the status alone
  );
  if (parsed?.success) {
    const { code, message, details, requestId } = parsed.data.error;
    return new ApiError({ status, code, message, details, requestId, retryAfterSeconds: retryAfter });
  }
  return new ApiError({
    status,
    code: codeByStatus[status] ?? 'INTERNAL',
    message: `The request failed with status ${status}.`,
    retryAfterSeconds: retryAfter,
  });
}

/** A schema, or a function that loads one (e.g. `() => import('@functions/catalogue/contract/catalogue').then((m) => m.menuSchema)`). */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

export type ApiRequest<Schema extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the answer; its parsed value is what the call returns. */
  schema?: SchemaSource<Schema>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. POST /orders' Idempotency-Key. */
  headers?: Readonly<Record<string, string>>;
  /** The browser cache's mode, e.g. 'no-cache' to ask past an answer the server let it keep. */
  cache?: RequestCache;
};

/** Calls `/api{path}` and returns the answer's JSON, checked by `schema` when one is given. */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = 'GET', query, body, schema, signal, headers: extraHeaders, cache }: ApiRequest<Schema> = {},
): Promise<z.output<Schema>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const url = `${apiBase}${path}${search.size > 0 ? `?${search}` : ''}`;
  // Start loading the schema alongside the request, not after it.
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  schemaReady.catch(() => undefined); // handled below, where it is awaited
  const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK', message: 'The server could not be reached.' });
  }

  const text = await response.text();
  if (!response.ok) throw await parseApiError(response.status, text, response.headers);

  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({ status: response.status, code: 'BAD_RESPONSE', message: 'The server answered with invalid JSON.' });
  }
  const checker = await schemaReady;
  if (!checker) return json as z.output<Schema>;
  const parsed = checker.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'BAD_RESPONSE',
      message: 'The server answered in an unexpected shape.',
      details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data;
}
