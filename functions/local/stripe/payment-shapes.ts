/**
 * New PaymentIntents, Charges and Refunds in Stripe's full shapes (`Stripe.PaymentIntent`, `Stripe.Charge`,
 * `Stripe.Refund`: every field the types require), for card payments made through Checkout. The state
 * changes after creation (authorise, capture, cancel, refund) live in ./payments.ts and ./refunds.ts.
 */
import type Stripe from 'stripe';

export type NewPaymentIntent = {
  id: string;
  created: number;
  amount: number;
  currency: string;
  captureMethod: Stripe.PaymentIntent.CaptureMethod;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
};

export function paymentIntentShape(input: NewPaymentIntent): Stripe.PaymentIntent {
  return {
    id: input.id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: input.captureMethod,
    client_secret: `${input.id}_secret_local`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: null,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
  };
}

/** A Stripe test card as the hosted page takes it. */
export type TestCard = { brand: 'visa'; last4: string; threeDSecure: boolean };

export type NewCharge = {
  id: string;
  created: number;
  intent: Stripe.PaymentIntent;
  paymentMethodId: string;
  card: TestCard;
  outcome: 'authorized' | 'declined';
  /** When an uncaptured charge's hold lapses (7 days, as Stripe's card holds). */
  captureBefore: number | undefined;
  billingEmail: string | null;
};

export function chargeShape(input: NewCharge): Stripe.Charge {
  const { intent } = input;
  const authorized = input.outcome === 'authorized';
  const captured = authorized && intent.capture_method !== 'manual';
  return {
    id: input.id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: input.billingEmail, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'SPICES LOCAL',
    captured,
    created: input.created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: authorized ? null : 'card_declined',
    failure_message: authorized ? null : 'Your card was declined.',
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: authorized ? 'approved_by_network' : 'declined_by_network',
      reason: authorized ? null : 'generic_decline',
      risk_level: 'normal',
      seller_message: authorized ? 'Payment complete.' : 'The bank did not return any further details with this decline.',
      type: authorized ? 'authorized' : 'issuer_declined',
    },
    paid: authorized,
    payment_intent: intent.id,
    payment_method: input.paymentMethodId,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: authorized ? intent.amount : null,
        authorization_code: authorized ? '123456' : null,
        brand: input.card.brand,
        ...(input.captureBefore !== undefined ? { capture_before: input.captureBefore } : {}),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        electronic_commerce_indicator: input.card.threeDSecure ? '05' : null,
        exp_month: 12,
        exp_year: new Date(input.created * 1000).getUTCFullYear() + 3,
        funding: 'credit',
        installments: null,
        last4: input.card.last4,
        mandate: null,
        network: 'visa',
        network_transaction_id: null,
        regulated_status: 'unregulated',
        three_d_secure: input.card.threeDSecure
          ? {
              authentication_flow: 'challenge',
              electronic_commerce_indicator: '05',
              exemption_indicator: null,
              result: 'authenticated',
              result_reason: null,
              transaction_id: null,
              version: '2.2.0',
            }
          : null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: authorized ? 'succeeded' : 'failed',
    transfer_data: null,
    transfer_group: null,
  };
}

export type NewRefund = {
  id: string;
  created: number;
  amount: number;
  charge: Stripe.Charge;
  reason: Stripe.Refund.Reason | null;
  metadata: Record<string, string>;
};

export function refundShape(input: NewRefund): Stripe.Refund {
  return {
    id: input.id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: null,
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: 'card', card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' } },
    metadata: input.metadata,
    payment_intent: typeof input.charge.payment_intent === 'string' ? input.charge.payment_intent : (input.charge.payment_intent?.id ?? null),
    payment_method: input.charge.payment_method,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
