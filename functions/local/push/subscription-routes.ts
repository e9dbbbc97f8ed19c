/**
 * The browser's side of the local push service: POST /subscriptions issues a subscription (what PushManager.subscribe
 * gives in a browser) and DELETE /subscriptions/<id> ends it (PushSubscription.unsubscribe). A page of the local shop
 * calls them, so they answer CORS for pages on this machine (localhost, 127.0.0.1, [::1]) and refuse any other origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeBase64url, isP256PublicKey } from '../../src/platform/contract/push-endpoint.ts';
import { readBody, sendEmpty, sendError, sendJson } from './http-io.ts';
import type { PushStore } from './push-store.ts';

export type SubscriptionContext = { store: PushStore; origin: () => string; log: (line: string) => void };

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the Origin is a page on this machine. */
function isLocalOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && localHosts.has(url.hostname);
}

/** The CORS headers for the request's page (none without an Origin: a test or a script), or undefined when a page elsewhere sent it. */
function corsHeaders(request: IncomingMessage): Record<string, string> | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return {};
  if (!isLocalOrigin(origin)) return undefined;
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

function parseApplicationServerKey(text: string): { key: Buffer | undefined } | { reason: string } {
  if (text.trim() === '') return { key: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { reason: 'The body is not JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { reason: 'The body must be a JSON object.' };
  const { applicationServerKey, ...others } = body as Record<string, unknown>;
  const unknown = Object.keys(others);
  if (unknown.length) return { reason: `Unknown field ${unknown[0]}: only applicationServerKey is taken.` };
  if (applicationServerKey === undefined || applicationServerKey === null) return { key: undefined };
  const bytes = typeof applicationServerKey === 'string' ? decodeBase64url(applicationServerKey) : undefined;
  if (!bytes || !isP256PublicKey(bytes)) return { reason: 'applicationServerKey must be a P-256 public key (65 bytes, base64url), as PushManager takes it.' };
  return { key: Buffer.from(bytes) };
}

export async function handleSubscriptions(
  context: SubscriptionContext,
  id: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readBody(request);
  const cors = corsHeaders(request);
  if (!cors) return sendError(response, 403, 'Only pages on this machine may subscribe here.');
  if (request.method === 'OPTIONS') {
    return sendEmpty(response, 204, {
      ...cors,
      'access-control-allow-methods': 'POST, DELETE',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    });
  }
  if (request.method === 'POST' && id === undefined) {
    const type = request.headers['content-type'];
    if (body.length > 0 && !/^application\/json\b/i.test(type ?? '')) return sendError(response, 415, 'Send JSON (Content-Type: application/json).', cors);
    const parsed = parseApplicationServerKey(body.bytes.toString('utf8'));
    if ('reason' in parsed) return sendError(response, 400, parsed.reason, cors);
    const subscription = context.store.subscribe(parsed.key);
    context.log(`[push-local] subscription ${subscription.id}${parsed.key ? ' (restricted to its applicationServerKey)' : ''}`);
    return sendJson(response, 201, context.store.toJson(subscription, context.origin()), {
      ...cors,
      location: `${context.origin()}/subscriptions/${subscription.id}`,
    });
  }
  if (request.method === 'DELETE' && id !== undefined) {
    const subscription = context.store.subscriptions.get(id);
    if (!subscription) return sendError(response, 404, 'No such subscription.', cors);
    subscription.gone = true;
    context.log(`[push-local] subscription ${id} removed`);
    return sendEmpty(response, 204, cors);
  }
  sendError(response, 405, id === undefined ? 'POST /subscriptions issues a subscription.' : 'DELETE /subscriptions/<id> removes one.', {
    ...cors,
    allow: id === undefined ? 'POST, OPTIONS' : 'DELETE, OPTIONS',
  });
}
