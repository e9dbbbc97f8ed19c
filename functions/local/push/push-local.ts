/**
 * A push service of our own on this machine, for `npm start` and the tests (docs/local-push.md): it takes the shop's
 * Web Push requests exactly as a browser vendor's push service would (RFC 8030, with RFC 8291's encryption and RFC
 * 8292's VAPID token), decrypts them with the browser's half of the subscription, which it also plays, and lists
 * them. Everything is kept in memory; it listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendError, sendHtml, sendJson } from './http-io.ts';
import { pushesPage } from './page.ts';
import { handleMessage, handlePush } from './push-routes.ts';
import { PushStore, type LocalPush } from './push-store.ts';
import { handleSubscriptions } from './subscription-routes.ts';

export type { LocalPush, PushSubscriptionJson } from './push-store.ts';

export type PushLocalOptions = {
  /** The port to listen on (127.0.0.1); 0 or none: one the system picks. */
  port?: number;
  log?: (line: string) => void;
  /** Called with each push taken, after it is stored (a hand-off to a browser; errors are logged, never answered). */
  onPush?: (push: LocalPush) => void;
};

export type RunningPushLocal = {
  /** The service's origin, e.g. http://127.0.0.1:8808: the endpoints' origin and the VAPID audience. */
  url: string;
  port: number;
  stop: () => Promise<void>;
};

const idPattern = '([A-Za-z0-9_-]{1,64})';
const subscriptionPath = new RegExp(`^/subscriptions(?:/${idPattern})?$`);
const pushPath = new RegExp(`^/push/${idPattern}$`);
const messagePath = new RegExp(`^/messages/${idPattern}$`);

export async function startPushLocal(options: PushLocalOptions = {}): Promise<RunningPushLocal> {
  const log = options.log ?? console.log;
  const store = new PushStore();
  let origin = '';
  const context = { store, origin: () => origin, log, onPush: options.onPush };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const method = request.method ?? 'GET';
    let match: RegExpExecArray | null;
    if ((match = subscriptionPath.exec(path))) return handleSubscriptions(context, match[1], request, response);
    if ((match = pushPath.exec(path))) {
      if (method !== 'POST') return sendError(response, 405, 'Pushes are POSTed.', { allow: 'POST' });
      return handlePush(context, match[1]!, request, response);
    }
    if (method !== 'GET' && method !== 'HEAD') return sendError(response, 405, `${method} is not taken here.`, { allow: 'GET' });
    if ((match = messagePath.exec(path))) return handleMessage(store, match[1]!, response);
    if (path === '/') return sendHtml(response, pushesPage(store));
    if (path === '/store') return sendJson(response, 200, store.snapshot());
    sendError(response, 404, 'Not a path of the local push service (/, /store, /subscriptions, /push/<id>, /messages/<id>).');
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[push-local] ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, { code: 500, error: 'Internal Server Error', message: 'Something went wrong in the local push service.' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
