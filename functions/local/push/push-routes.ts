/**
 * POST /push/<id>: a push as an application server sends it (RFC 8030 section 5), taken as a browser vendor's push
 * service takes it: the subscription first (404 unknown, 410 unsubscribed), then the VAPID token (401 absent, 403
 * invalid or not the subscription's key), the headers (TTL required, Urgency, Topic: 400), the size (413 over 4096
 * bytes), then the aes128gcm body, decrypted with the subscription's keys (400 when it cannot be). 201 with a Location.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decryptPushBody } from './aes128gcm.ts';
import { readBody, sendError, sendJson } from './http-io.ts';
import type { LocalPush, PushStore, Urgency } from './push-store.ts';
import { checkVapid } from './vapid-check.ts';

export type PushContext = {
  store: PushStore;
  /** The service's origin: the endpoints' and the VAPID audience's. */
  origin: () => string;
  log: (line: string) => void;
  onPush: ((push: LocalPush) => void) | undefined;
};

/** The most bytes of encrypted body a push service must take (RFC 8030 section 7.2, RFC 8291 section 4). */
export const maxBodyBytes = 4096;

/** The longest a message is kept for an offline device; a longer TTL is cut to it and the answer's TTL says so (as FCM). */
const maxTtlSeconds = 28 * 24 * 60 * 60;

const urgencies: readonly Urgency[] = ['very-low', 'low', 'normal', 'high'];

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

type PushHeaders = { ttl: number; urgency: Urgency; topic: string | null } | { reason: string };

function pushHeaders(request: IncomingMessage): PushHeaders {
  const ttl = header(request, 'ttl')?.trim();
  if (ttl === undefined || !/^\d{1,10}$/.test(ttl)) return { reason: 'The TTL header is required: the seconds to keep the message, 0 or more.' };
  const urgency = (header(request, 'urgency')?.trim().toLowerCase() ?? 'normal') as Urgency;
  if (!urgencies.includes(urgency)) return { reason: `Urgency must be one of ${urgencies.join(', ')}.` };
  const topic = header(request, 'topic')?.trim() ?? null;
  if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return { reason: 'Topic must be 1 to 32 base64url characters.' };
  return { ttl: Math.min(Number(ttl), maxTtlSeconds), urgency, topic };
}

export async function handlePush(context: PushContext, id: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  const subscription = context.store.subscriptions.get(id);
  if (!subscription) return sendError(response, 404, 'No such subscription.');
  if (subscription.gone) return sendError(response, 410, 'The subscription has expired or was removed (the browser unsubscribed).');

  const authorization = header(request, 'authorization');
  // A subscription made with an applicationServerKey takes only pushes that key signs; others are checked when signed.
  if (subscription.applicationServerKey || authorization !== undefined) {
    const vapid = await checkVapid(authorization, context.origin(), Math.floor(Date.now() / 1000));
    if (!vapid.ok) return sendError(response, vapid.status, vapid.reason, vapid.status === 401 ? { 'www-authenticate': 'vapid' } : {});
    if (subscription.applicationServerKey && !vapid.publicKey.equals(subscription.applicationServerKey)) {
      return sendError(response, 403, 'The VAPID key (k) is not the applicationServerKey this subscription was made with.');
    }
  }

  const headers = pushHeaders(request);
  if ('reason' in headers) return sendError(response, 400, headers.reason);
  if (body.length > maxBodyBytes) return sendError(response, 413, `The body is ${body.length} bytes; at most ${maxBodyBytes} are taken.`);

  let text: string | null = null;
  if (body.length > 0) {
    const encoding = header(request, 'content-encoding')?.trim().toLowerCase();
    if (encoding !== 'aes128gcm') return sendError(response, 400, 'Content-Encoding must be aes128gcm (RFC 8291); no other encoding is taken.');
    const decrypted = decryptPushBody(body.bytes, subscription);
    if (!decrypted.ok) return sendError(response, 400, decrypted.reason);
    text = decrypted.plaintext.toString('utf8');
  }

  const push = context.store.record({ subscriptionId: id, ttl: headers.ttl, urgency: headers.urgency, topic: headers.topic, text });
  context.log(`[push-local] push ${push.id} to ${id} (${headers.urgency}${headers.topic ? `, topic ${headers.topic}` : ''}): ${text ?? '(no payload)'}`);
  try {
    context.onPush?.(push);
  } catch (error) {
    context.log(`[push-local] onPush failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  response.writeHead(201, { location: `${context.origin()}/messages/${push.id}`, ttl: String(headers.ttl), 'content-length': '0' });
  response.end();
}

/** GET /messages/<id>: the message a push's Location names. */
export function handleMessage(store: PushStore, id: string, response: ServerResponse): void {
  const push = store.pushes.find((candidate) => candidate.id === id);
  if (!push) return sendError(response, 404, 'No such message.');
  sendJson(response, 200, push);
}
