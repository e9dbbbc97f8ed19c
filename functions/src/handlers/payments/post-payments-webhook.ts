/**
 * POST /payments/webhook: Stripe's events (docs/business-rules.md#card-payments). The body is the exact text Stripe
 * signed (the route's `rawBody`); the Stripe-Signature header over it is the only authority.
 */
import { http } from '../../middleware/http.ts';
import { takeStripeEvent } from '../../services/card-payments.ts';

export const handler = http({ route: 'payments/post-payments-webhook' }, async ({ rawBody, event }) =>
  takeStripeEvent(rawBody, event.headers?.['stripe-signature']),
);
