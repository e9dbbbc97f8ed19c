/**
 * POST /payments/webhook: Stripe's events (docs/business-rules.md#card-payments). The body is the exact text Stripe
 * signed (the route's `rawBody`); the Stripe-Signature header over it is the only authority.
 */
import { http } from '../../platform/http/http.ts';
import { takeStripeEvent } from '../use-cases/stripe-events.ts';

export const handler = http({ route: 'payments/post-payments-webhook' }, async ({ rawBody, event }) =>
  takeStripeEvent(rawBody, event.headers?.['stripe-signature']),
);
