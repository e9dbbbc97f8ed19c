/**
 * What every card job shares (docs/business-rules.md#card-payments): this stage's card settings, read once, the Stripe
 * client they all call through (store/stripe-payments.ts), the way an owner's step takes a Stripe call's failure
 * (`atStripe`), and which order was paid by card at Stripe. The jobs themselves are card-checkout.ts (the customer's
 * checkout), stripe-events.ts (the webhook), card-steps.ts (the owner's steps), card-refunds.ts and card-balances.ts.
 */
import type Stripe from 'stripe';
import { cardPaymentSettings, type CardPaymentSettings } from '../store/card-payment-settings.ts';
import { env } from '../../platform/config/env.ts';
import { logger } from '../../platform/config/telemetry.ts';
import type { CardPayment } from '../../orders/contract/card-payment.ts';
import type { StoredOrder } from '../../orders/index.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { stripeClientFor } from '../store/stripe-payments.ts';
import StripeClient from 'stripe';

let settings: { value: CardPaymentSettings | undefined } | undefined;

/** This stage's card settings, read once; undefined: the stage takes no cards (pay in person only). */
export function cardSettings(): CardPaymentSettings | undefined {
  settings ??= { value: cardPaymentSettings(env()) };
  return settings.value;
}

export function cardsTaken(): boolean {
  return cardSettings() !== undefined;
}

export async function stripeClient(): Promise<Stripe> {
  const card = cardSettings();
  if (!card) throw new AppError('VALIDATION', 'Card payments are not offered here. Please pay in person.');
  return stripeClientFor({ secretKey: await card.secretKey(), apiUrl: card.apiUrl });
}

/**
 * A Stripe call from an owner's step: a network failure or an outage is a 502 that changed nothing (try again); with
 * `refusalsAsConflict`, a request Stripe refuses for the payment's state (already released, nothing left) is a 409;
 * with `sameStepAsConflict`, so is the step's key refused with other parameters, or in use (another owner's step).
 */
export async function atStripe<T>(call: () => Promise<T>, { refusalsAsConflict = false, sameStepAsConflict = false } = {}): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StripeClient.errors.StripeConnectionError || error instanceof StripeClient.errors.StripeAPIError) {
      logger().error('Stripe did not answer', { error });
      throw new AppError('UPSTREAM', 'The card service did not answer. Nothing was changed; please try again in a moment.');
    }
    if (sameStepAsConflict && error instanceof StripeClient.errors.StripeIdempotencyError) {
      logger().warn('Stripe refused a step of a card order taken at the same moment by another', { error });
      throw conflict('Another owner is changing this order’s card payment right now. Reload it in a moment.');
    }
    if (
      refusalsAsConflict &&
      error instanceof StripeClient.errors.StripeInvalidRequestError &&
      !(error instanceof StripeClient.errors.StripeIdempotencyError)
    ) {
      logger().error('Stripe refused a step of a card order', { error });
      throw conflict(`The card service refused: ${error.message}`);
    }
    throw error;
  }
}

type CardOrder = StoredOrder & { cardPayment: CardPayment; stripe: { sessionId: string; intentId: string } };

export function isPaidCardOrder(order: StoredOrder): order is CardOrder {
  return order.cardPayment !== undefined && order.stripe?.intentId !== undefined;
}
