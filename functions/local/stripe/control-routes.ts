/**
 * The control API over HTTP, for Playwright tests and scripts: JSON in, JSON out, under /_control/. A POST
 * must carry JSON (or no body): a web page's form cannot send that across sites, so no page can steer it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { defaultWaitMs, type StripeLocalControl } from './control.ts';
import { StripeLocalError } from './errors.ts';
import { readBody, sendJson } from './http-io.ts';
import { deliveryVariants } from './webhook-signing.ts';

const variant = z.enum(deliveryVariants).optional();
const deliveryFilter = { event_id: z.string().optional(), type: z.string().optional(), ok: z.boolean().optional() };

const schemas = {
  wait: z.strictObject({ ...deliveryFilter, count: z.number().int().min(1).optional(), timeout_ms: z.number().int().min(1).max(120_000).optional() }),
  redeliver: z.strictObject({ times: z.number().int().min(1).max(50).optional(), concurrent: z.boolean().optional(), variant }),
  inOrder: z.strictObject({ event_ids: z.array(z.string()).min(1), variant }),
  hold: z.strictObject({ type: z.string() }),
  failCapture: z.strictObject({ failure: z.enum(['card_declined', 'expired_for_capture']).optional() }),
  clock: z.union([z.strictObject({ offset_seconds: z.number().int() }), z.strictObject({ advance_seconds: z.number().int() })]),
  webhookUrl: z.strictObject({ url: z.url().nullable() }),
};

/** The answer of a control action that returns nothing: an empty object. */
const done = (_nothing: void) => ({});

type Handler = (control: StripeLocalControl, input: { ids: string[]; body: unknown; query: URLSearchParams }) => unknown;

const id = '([A-Za-z0-9_]+)';
const routes: { method: 'GET' | 'POST'; path: RegExp; run: Handler }[] = [
  {
    method: 'GET',
    path: /^\/_control\/deliveries$/,
    run: (control, { query }) => control.deliveries({ eventId: query.get('event_id') ?? undefined, type: query.get('type') ?? undefined }),
  },
  {
    method: 'POST',
    path: /^\/_control\/deliveries\/wait$/,
    run: (control, { body }) => {
      const input = schemas.wait.parse(body);
      return control.waitForDeliveries({ eventId: input.event_id, type: input.type, ok: input.ok, count: input.count }, input.timeout_ms ?? defaultWaitMs);
    },
  },
  { method: 'POST', path: /^\/_control\/deliveries\/pause$/, run: (control) => done(control.pauseDeliveries()) },
  { method: 'POST', path: /^\/_control\/deliveries\/resume$/, run: (control) => control.resumeDeliveries() },
  { method: 'GET', path: /^\/_control\/deliveries\/queued$/, run: (control) => control.queuedEvents() },
  { method: 'POST', path: /^\/_control\/deliveries\/settled$/, run: (control) => control.deliveriesSettled().then(() => ({})) },
  {
    method: 'GET',
    path: /^\/_control\/events$/,
    run: (control, { query }) => control.events().filter((event) => !query.has('type') || event.type === query.get('type')),
  },
  {
    method: 'POST',
    path: new RegExp(`^/_control/events/${id}/redeliver$`),
    run: (control, { ids, body }) => control.redeliver(ids[0]!, schemas.redeliver.parse(body)),
  },
  {
    method: 'POST',
    path: /^\/_control\/events\/deliver_in_order$/,
    run: (control, { body }) => {
      const input = schemas.inOrder.parse(body);
      return control.deliverInOrder(input.event_ids, input.variant);
    },
  },
  {
    method: 'POST',
    path: /^\/_control\/holds$/,
    run: (control, { body }) => {
      const input = schemas.hold.parse(body);
      return done(control.holdNextEvent({ type: input.type }));
    },
  },
  { method: 'GET', path: /^\/_control\/holds$/, run: (control) => control.heldEvents() },
  { method: 'POST', path: new RegExp(`^/_control/events/${id}/release$`), run: (control, { ids }) => control.releaseEvent(ids[0]!) },
  {
    method: 'POST',
    path: new RegExp(`^/_control/payment_intents/${id}/fail_next_capture$`),
    run: (control, { ids, body }) => done(control.failNextCapture(ids[0]!, schemas.failCapture.parse(body).failure)),
  },
  { method: 'POST', path: new RegExp(`^/_control/payment_intents/${id}/expire_hold$`), run: (control, { ids }) => control.expireHold(ids[0]!) },
  { method: 'POST', path: new RegExp(`^/_control/checkout/sessions/${id}/expire$`), run: (control, { ids }) => control.expireSession(ids[0]!) },
  { method: 'GET', path: /^\/_control\/clock$/, run: (control) => control.clock() },
  {
    method: 'POST',
    path: /^\/_control\/clock$/,
    run: (control, { body }) => {
      const input = schemas.clock.parse(body);
      if ('offset_seconds' in input) control.setClockOffset(input.offset_seconds);
      else control.advanceClock(input.advance_seconds);
      return control.clock();
    },
  },
  {
    method: 'POST',
    path: /^\/_control\/webhook_url$/,
    run: (control, { body }) => done(control.setWebhookUrl(schemas.webhookUrl.parse(body).url ?? undefined)),
  },
  { method: 'POST', path: /^\/_control\/reset$/, run: (control) => done(control.reset()) },
];

const answer = (response: ServerResponse, status: number, value: unknown) => sendJson(response, status, JSON.stringify(value, null, 2));

export async function handleControlRequest(control: StripeLocalControl, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://stripe.local');
  const method = request.method ?? 'GET';
  const route = routes.find((candidate) => candidate.method === method && candidate.path.test(url.pathname));
  if (!route) return answer(response, 404, { error: { message: `No control route ${method} ${url.pathname}` } });
  const contentType = request.headers['content-type'] ?? '';
  if (method === 'POST' && contentType !== '' && !contentType.startsWith('application/json')) {
    return answer(response, 415, { error: { message: 'Send the control API JSON (Content-Type: application/json).' } });
  }
  try {
    const text = method === 'POST' ? await readBody(request) : '';
    const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
    const ids = route.path.exec(url.pathname)!.slice(1);
    answer(response, 200, (await route.run(control, { ids, body, query: url.searchParams })) ?? {});
  } catch (error) {
    if (error instanceof StripeLocalError) return answer(response, error.status, error.toJSON());
    const message = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    answer(response, 400, { error: { message } });
  }
}
