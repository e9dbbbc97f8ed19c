/**
 * The local Stripe's REST API over node:http: the secret key (Bearer, or Basic as curl sends it), Stripe's
 * form encoding in bodies and query strings, idempotent POSTs (./idempotency.ts), then the endpoint
 * (./api-routes.ts), answered as Stripe answers: pretty-printed JSON with `Request-Id` and `Stripe-Version`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { findApiRoute } from './api-routes.ts';
import { StripeLocalError } from './errors.ts';
import { apiVersion } from './events.ts';
import { parseStripeForm } from './form-params.ts';
import { readBody, sendJson } from './http-io.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import { newId } from './ids.ts';
import type { StripeStore } from './store.ts';

export type ApiDependencies = {
  store: StripeStore;
  keys: IdempotencyKeys;
  secretKey: string;
  /** Runs before each request: lets lapsed sessions and holds expire first, as they would have at Stripe. */
  beforeRequest: () => void;
  log: (line: string) => void;
};

const unauthorised = (message: string) => new StripeLocalError(401, { type: 'invalid_request_error', message }, true);

/** Stripe shows only a key's start and its last four characters. */
const redact = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

function authenticate(header: string | undefined, secretKey: string): StripeLocalError | undefined {
  if (!header) {
    return unauthorised(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const [scheme, value = ''] = header.split(' ', 2);
  const key =
    scheme?.toLowerCase() === 'basic' ? Buffer.from(value, 'base64').toString('utf8').replace(/:$/, '') : scheme?.toLowerCase() === 'bearer' ? value : '';
  if (key !== secretKey) return unauthorised(`Invalid API Key provided: ${redact(key)}`);
  return undefined;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

export async function handleApiRequest(deps: ApiDependencies, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const requestId = newId('request');
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://stripe.local');
  const versionHeader = request.headers['stripe-version'];
  const common = { 'request-id': requestId, 'stripe-version': typeof versionHeader === 'string' ? versionHeader : apiVersion };
  const send = (status: number, body: string, extra: Record<string, string> = {}) => sendJson(response, status, body, { ...common, ...extra });
  const refuse = (error: StripeLocalError) => send(error.status, pretty(error.toJSON()));

  const authError = authenticate(request.headers.authorization, deps.secretKey);
  if (authError) return refuse(authError);
  let form: string;
  try {
    form = method === 'POST' ? await readBody(request) : url.search.slice(1);
  } catch {
    return refuse(new StripeLocalError(400, { type: 'invalid_request_error', message: 'The request body could not be read.' }));
  }
  const found = findApiRoute(method, url.pathname);
  if (!found) {
    return refuse(new StripeLocalError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` }));
  }

  // Stripe takes idempotency keys on POSTs only; GETs are idempotent by nature.
  const keyHeader = request.headers['idempotency-key'];
  const key = method === 'POST' && typeof keyHeader === 'string' && keyHeader !== '' ? keyHeader : undefined;
  const endpoint = `${method} ${url.pathname}`;
  if (key) {
    const previous = deps.keys.lookup(key, endpoint, form);
    if (previous.kind === 'conflict') return refuse(previous.error);
    if (previous.kind === 'replay') return send(previous.answer.status, previous.answer.body, { 'idempotency-key': key, 'idempotent-replayed': 'true' });
  }

  deps.beforeRequest();
  const origin: Stripe.Event.Request | null = method === 'POST' ? { id: requestId, idempotency_key: key ?? null } : null;
  let status = 200;
  let body: string;
  let keep = true;
  try {
    body = pretty(found.route.run(deps.store, { ids: found.ids, params: parseStripeForm(form), request: origin }));
  } catch (error) {
    if (!(error instanceof StripeLocalError)) {
      deps.log(`[stripe-local] ${endpoint} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    const refusal =
      error instanceof StripeLocalError ? error : new StripeLocalError(500, { type: 'api_error', message: 'Something went wrong in the local Stripe.' });
    status = refusal.status;
    body = pretty(refusal.toJSON());
    keep = !refusal.beforeExecution;
  }
  if (key && keep) deps.keys.keep(key, endpoint, form, { status, body });
  send(status, body, key ? { 'idempotency-key': key } : {});
}
