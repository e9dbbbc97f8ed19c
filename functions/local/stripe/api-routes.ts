/**
 * The subset of Stripe's REST API the shop uses, one entry per endpoint: its method and path, the schema
 * of its parameters (./params.ts) and the operation it runs. Answers are copies of the stored objects,
 * with `expand[]` applied.
 */
import type Stripe from 'stripe';
import { createSession, expireSession, findSession } from './checkout.ts';
import { noSuch } from './errors.ts';
import { eventTypeMatches } from './events.ts';
import { expandAnswer } from './expand.ts';
import type { FormObject } from './form-params.ts';
import { listPage } from './lists.ts';
import * as params from './params.ts';
import { cancelIntent, captureIntent, findIntent } from './payments.ts';
import { createRefund, findRefund } from './refunds.ts';
import { lineItemShape } from './session-shape.ts';
import type { StripeStore } from './store.ts';

export type ApiCall = { ids: string[]; params: FormObject; request: Stripe.Event.Request | null };

type Route = { method: 'GET' | 'POST'; path: RegExp; run: (store: StripeStore, call: ApiCall) => object };

/** Any object this service made, by its id (for `expand[]`). */
function findAny(store: StripeStore, id: string): object | undefined {
  return store.sessions.get(id)?.session ?? store.intents.get(id)?.intent ?? store.charges.get(id) ?? store.refunds.get(id) ?? store.events.get(id);
}

function answer<T extends object>(store: StripeStore, object: T, expand: string[] | undefined): T {
  return expandAnswer(object, expand, (id) => findAny(store, id));
}

const id = '([A-Za-z0-9_]+)';

export const apiRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    run: (store, call) => {
      const input = params.parseParams(params.createSessionParams, call.params);
      return answer(store, createSession(store, input).session, input.expand);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    run: (store, call) => {
      const input = params.parseParams(params.listSessionsParams, call.params);
      const sessions = [...store.sessions.values()].map((record) => record.session);
      const matching = input.payment_intent ? sessions.filter((session) => session.payment_intent === input.payment_intent) : sessions;
      return answer(store, listPage(matching, input, '/v1/checkout/sessions', 'checkout.session'), input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${id}$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      return answer(store, findSession(store, call.ids[0]!).session, input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${id}/line_items$`),
    run: (store, call) => {
      const input = params.parseParams(params.listLineItemsParams, call.params);
      const { session, lines } = findSession(store, call.ids[0]!);
      const items = lines.map((line, index) => lineItemShape(session, line, index));
      const start = input.starting_after ? items.findIndex((item) => item.id === input.starting_after) + 1 : 0;
      if (input.starting_after && start === 0) throw noSuch('item', input.starting_after, 'starting_after');
      const limit = input.limit ?? 10;
      const url = `/v1/checkout/sessions/${session.id}/line_items`;
      return answer(store, { object: 'list', data: items.slice(start, start + limit), has_more: start + limit < items.length, url }, input.expand);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/checkout/sessions/${id}/expire$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      return answer(store, expireSession(store, call.ids[0]!, call.request), input.expand);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payment_intents$/,
    run: (store, call) => {
      const input = params.parseParams(params.listIntentsParams, call.params);
      const intents = [...store.intents.values()].map((record) => record.intent);
      return answer(store, listPage(intents, input, '/v1/payment_intents', 'payment_intent'), input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/payment_intents/${id}$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      return answer(store, findIntent(store, call.ids[0]!).intent, input.expand);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_intents/${id}/capture$`),
    run: (store, call) => {
      const input = params.parseParams(params.captureParams, call.params);
      return answer(store, captureIntent(store, call.ids[0]!, input, call.request), input.expand);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_intents/${id}/cancel$`),
    run: (store, call) => {
      const input = params.parseParams(params.cancelParams, call.params);
      return answer(store, cancelIntent(store, call.ids[0]!, input.cancellation_reason, call.request), input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/charges/${id}$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      const charge = store.charges.get(call.ids[0]!);
      if (!charge) throw noSuch('charge', call.ids[0]!, 'id');
      return answer(store, charge, input.expand);
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    run: (store, call) => {
      const input = params.parseParams(params.createRefundParams, call.params);
      return answer(store, createRefund(store, input, call.request), input.expand);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds$/,
    run: (store, call) => {
      const input = params.parseParams(params.listRefundsParams, call.params);
      const refunds = [...store.refunds.values()].filter(
        (refund) => (!input.payment_intent || refund.payment_intent === input.payment_intent) && (!input.charge || refund.charge === input.charge),
      );
      return answer(store, listPage(refunds, input, '/v1/refunds', 'refund'), input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/refunds/${id}$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      return answer(store, findRefund(store, call.ids[0]!), input.expand);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/events$/,
    run: (store, call) => {
      const input = params.parseParams(params.listEventsParams, call.params);
      const patterns = input.types ?? (input.type ? [input.type] : undefined);
      const events = [...store.events.values()].filter((event) => !patterns || patterns.some((pattern) => eventTypeMatches(pattern, event.type)));
      return answer(store, listPage(events, input, '/v1/events', 'event'), input.expand);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/events/${id}$`),
    run: (store, call) => {
      const input = params.parseParams(params.retrieveParams, call.params);
      const event = store.events.get(call.ids[0]!);
      if (!event) throw noSuch('event', call.ids[0]!, 'id');
      return answer(store, event, input.expand);
    },
  },
];

/** The route for a request, with the ids its path holds; undefined for a URL Stripe would not recognise. */
export function findApiRoute(method: string, path: string): { route: Route; ids: string[] } | undefined {
  for (const route of apiRoutes) {
    if (route.method !== method) continue;
    const match = route.path.exec(path);
    if (match) return { route, ids: match.slice(1) };
  }
  return undefined;
}
