/**
 * The hosted stand-in page's addresses: GET /pay/:sessionId shows it; POST /pay/:sessionId pays with the card
 * number sent; POST /pay/:sessionId/authenticate passes or fails the bank's step. A payment that goes
 * through answers 303 to the session's success_url, with `{CHECKOUT_SESSION_ID}` replaced by the session's id.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { awaitsAuthentication, finishAuthentication, submitCard, type PaymentOutcome } from './card-payments.ts';
import { renderCheckoutPage, type CheckoutPageView } from './hosted-page.ts';
import { readBody, redirect, sendHtml } from './http-io.ts';
import type { SessionRecord, StripeStore } from './store.ts';

const cardForm = z.object({ card_number: z.string().max(40).default('') });
const authenticationForm = z.object({ outcome: z.enum(['approve', 'fail']) });

/** The page for the session as it is now. */
function currentView(store: StripeStore, record: SessionRecord, error?: string): CheckoutPageView {
  const { session, lines } = record;
  if (session.status === 'expired') return { kind: 'expired', session };
  if (session.status === 'complete') return { kind: 'complete', session };
  if (awaitsAuthentication(store, record)) return { kind: 'authenticate', session, lines };
  return { kind: 'pay', session, lines, ...(error ? { error } : {}) };
}

function answerOutcome(store: StripeStore, record: SessionRecord, outcome: PaymentOutcome, response: ServerResponse) {
  if (outcome.kind === 'paid') return redirect(response, outcome.redirectTo);
  const error = outcome.kind === 'declined' || outcome.kind === 'unknown-card' ? outcome.message : undefined;
  // A refused card answers 402, as Stripe's API does; the page itself is the same either way.
  sendHtml(response, error ? 402 : 200, renderCheckoutPage(currentView(store, record, error)));
}

export async function handlePageRequest(store: StripeStore, request: IncomingMessage, response: ServerResponse, beforeRequest: () => void): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://stripe.local').pathname;
  const match = /^\/pay\/([A-Za-z0-9_]+)(\/authenticate)?$/.exec(path);
  const record = match ? store.sessions.get(match[1]!) : undefined;
  if (!match || !record) return sendHtml(response, 404, renderCheckoutPage({ kind: 'missing' }));
  const method = request.method ?? 'GET';
  beforeRequest();
  if (method === 'GET' && !match[2]) return sendHtml(response, 200, renderCheckoutPage(currentView(store, record)));
  if (method !== 'POST') {
    response.writeHead(405, { allow: match[2] ? 'POST' : 'GET, POST' });
    return void response.end();
  }
  const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
  if (match[2]) {
    const parsed = authenticationForm.safeParse(form);
    if (!parsed.success) return sendHtml(response, 400, renderCheckoutPage(currentView(store, record, 'Choose Authenticate or Fail authentication.')));
    return answerOutcome(store, record, finishAuthentication(store, record, parsed.data.outcome === 'approve'), response);
  }
  const parsed = cardForm.safeParse(form);
  if (!parsed.success) return sendHtml(response, 400, renderCheckoutPage(currentView(store, record, 'Enter a card number.')));
  return answerOutcome(store, record, submitCard(store, record, parsed.data.card_number), response);
}
