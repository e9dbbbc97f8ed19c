/**
 * A Stripe-compatible service on this machine, for `npm start` and the tests: the subset of Stripe's REST
 * API the shop's card payments use (/v1/…), a stand-in for Stripe's hosted Checkout page (/pay/…), signed
 * webhooks to the shop, and a control API for tests (/_control/…, and the returned `control`). The real
 * stripe client reaches it with `host`, `port` and `protocol: 'http'`, so the shop's payment code runs
 * unchanged (docs/local-stripe.md). Everything is kept in memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { handleApiRequest } from './api.ts';
import { StripeClock } from './clock.ts';
import { createControl, expireLapsed, type StripeLocalControl } from './control.ts';
import { handleControlRequest } from './control-routes.ts';
import { sendJson } from './http-io.ts';
import { handlePageRequest } from './hosted-routes.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { StripeStore } from './store.ts';
import { WebhookDeliveries } from './webhooks.ts';

const optionsSchema = z.strictObject({
  /** The port to listen on (127.0.0.1); 0 or none: one the system picks. */
  port: z.number().int().min(0).max(65_535).default(0),
  /** The one secret key the API takes (test mode only). */
  secretKey: z.string().regex(/^sk_test_\S+$/, 'secretKey must be a test-mode key (sk_test_…)'),
  /** Where events are POSTed; none: events are only listed (GET /v1/events). */
  webhookUrl: z.url().optional(),
  /** The endpoint's signing secret, as Stripe's dashboard shows it. */
  webhookSecret: z.string().regex(/^whsec_\S+$/, 'webhookSecret must look like whsec_…'),
  /** The origin browsers use to reach the hosted page (default http://127.0.0.1:<port>). */
  publicOrigin: z.url().optional(),
  /** The pauses before each retry of a failed delivery (so 1 + their number attempts in all). */
  retryDelaysMs: z.array(z.number().int().min(0)).max(10).default([250, 1_000, 3_000]),
  webhookTimeoutMs: z.number().int().min(100).default(10_000),
  /** How often sessions and holds are checked for lapsing on the service's clock. */
  sweepIntervalMs: z.number().int().min(50).default(1_000),
  log: z.custom<(line: string) => void>((value) => typeof value === 'function').optional(),
});

export type StripeLocalOptions = z.input<typeof optionsSchema>;

export type RunningStripeLocal = {
  /** The service's origin, e.g. http://127.0.0.1:8807. */
  url: string;
  port: number;
  /** What `new Stripe(secretKey, clientSettings)` needs to talk to this service. */
  clientSettings: { host: string; port: number; protocol: 'http' };
  control: StripeLocalControl;
  stop: () => Promise<void>;
};

function notFound(response: ServerResponse) {
  sendJson(response, 404, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not a path of the local Stripe (/v1, /pay, /_control).' } }));
}

export async function startStripeLocal(input: StripeLocalOptions): Promise<RunningStripeLocal> {
  const options = optionsSchema.parse(input);
  const log = options.log ?? console.log;
  let origin = '';
  const clock = new StripeClock();
  const webhooks: WebhookDeliveries = new WebhookDeliveries({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.retryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    findEvent: (id) => store.events.get(id),
  });
  const store: StripeStore = new StripeStore(
    clock,
    () => origin,
    (event) => webhooks.accept(event),
    () => webhooks.endpoints(),
  );
  const keys = new IdempotencyKeys();
  const control = createControl(store, webhooks, keys);
  const beforeRequest = () => expireLapsed(store);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path.startsWith('/v1/')) return handleApiRequest({ store, keys, secretKey: options.secretKey, beforeRequest, log }, request, response);
    if (path.startsWith('/pay/')) return handlePageRequest(store, request, response, beforeRequest);
    if (path.startsWith('/_control/')) return handleControlRequest(control, request, response);
    notFound(response);
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[stripe-local] ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent)
        sendJson(response, 500, JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong in the local Stripe.' } }));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  origin = options.publicOrigin ?? url;
  // Sessions and holds lapse on time even when nobody asks, so their events go out as Stripe's would.
  const sweep = setInterval(() => {
    try {
      beforeRequest();
    } catch (error) {
      log(`[stripe-local] expiring sessions and holds failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, options.sweepIntervalMs);
  sweep.unref();

  return {
    url,
    port,
    clientSettings: { host: '127.0.0.1', port, protocol: 'http' },
    control,
    stop: async () => {
      clearInterval(sweep);
      webhooks.reset();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
