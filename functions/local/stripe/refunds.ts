/**
 * Refunds of a captured card payment, whole or in parts, never more than is left: Stripe's
 * `charge_already_refunded` once nothing is left, `amount_too_large` for more than is left. Each refund
 * sends `charge.refunded` (the Charge with its new `amount_refunded`) and `refund.created`.
 */
import type Stripe from 'stripe';
import { invalidParam, invalidRequest, noSuch } from './errors.ts';
import { newId } from './ids.ts';
import { findIntent } from './payments.ts';
import { refundShape } from './payment-shapes.ts';
import type { IntentRecord, StripeStore } from './store.ts';

const dollars = (cents: number, currency: string) => `${currency === 'usd' ? '$' : ''}${(cents / 100).toFixed(2)}${currency === 'usd' ? '' : ` ${currency}`}`;

function intentToRefund(store: StripeStore, params: { payment_intent?: string; charge?: string }): IntentRecord {
  if (params.payment_intent) return findIntent(store, params.payment_intent, 'payment_intent');
  if (!params.charge) {
    throw invalidParam('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
  }
  const charge = store.charges.get(params.charge);
  if (!charge) throw noSuch('charge', params.charge, 'charge');
  return findIntent(store, String(charge.payment_intent), 'charge');
}

export function createRefund(
  store: StripeStore,
  params: { payment_intent?: string; charge?: string; amount?: number; reason?: Stripe.Refund.Reason; metadata?: Record<string, string> },
  request: Stripe.Event.Request | null,
): Stripe.Refund {
  const record = intentToRefund(store, params);
  const charge = store.chargeOf(record);
  if (record.intent.status !== 'succeeded' || !charge?.captured) {
    throw invalidRequest(`This PaymentIntent (${record.intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: params.payment_intent ? 'payment_intent' : 'charge',
    });
  }
  const left = charge.amount_captured - record.refundedAmount;
  if (left <= 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  const amount = params.amount ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${dollars(amount, charge.currency)}) is greater than unrefunded amount on charge (${dollars(left, charge.currency)})`,
      {
        code: 'amount_too_large',
        param: 'amount',
      },
    );
  }
  const refund = refundShape({
    id: newId('refund'),
    created: store.clock.now(),
    amount,
    charge,
    reason: params.reason ?? null,
    metadata: params.metadata ?? {},
  });
  store.refunds.set(refund.id, refund);
  record.refundedAmount += amount;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  store.emit('charge.refunded', charge, request);
  store.emit('refund.created', refund, request);
  return refund;
}

export function findRefund(store: StripeStore, id: string): Stripe.Refund {
  const refund = store.refunds.get(id);
  if (!refund) throw noSuch('refund', id, 'id');
  return refund;
}
