/**
 * Stripe's error answer, `{ "error": { type, code, message, param, … } }` with its HTTP status, as the
 * local Stripe throws and sends it. The status picks stripe-node's error class (400/404 invalid request or
 * idempotency, 401 authentication, 402 card), so the shop's code sees the same classes it sees in AWS.
 */
import type Stripe from 'stripe';

/** The error types and codes Stripe documents (the stripe package's own unions). */
type StripeErrorType = Stripe.PaymentIntent.LastPaymentError.Type;
export type StripeErrorCode = NonNullable<Stripe.PaymentIntent.LastPaymentError['code']>;

export type StripeErrorBody = {
  type: StripeErrorType;
  message: string;
  code?: StripeErrorCode;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  /** Card errors carry the PaymentIntent as it is after the failure. */
  payment_intent?: Stripe.PaymentIntent;
};

export class StripeLocalError extends Error {
  override name = 'StripeLocalError';

  constructor(
    readonly status: 400 | 401 | 402 | 404 | 405 | 409 | 500,
    readonly body: StripeErrorBody,
    /** Stripe keeps no idempotent result for a request refused before it ran (bad parameters, a wrong key). */
    readonly beforeExecution = false,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    const docUrl = this.body.code ? `https://stripe.com/docs/error-codes/${this.body.code.replaceAll('_', '-')}` : undefined;
    return { error: { ...(docUrl ? { doc_url: docUrl } : {}), ...this.body } };
  }
}

/** 404 for an id this service never made: Stripe names the object kind and the id. */
export function noSuch(kind: string, id: string, param: string): StripeLocalError {
  return new StripeLocalError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });
}

/** 400 for a request that Stripe's rules refuse in the object's present state. */
export function invalidRequest(message: string, extra: Omit<StripeErrorBody, 'type' | 'message'> = {}): StripeLocalError {
  return new StripeLocalError(400, { type: 'invalid_request_error', message, ...extra });
}

/** 400 for parameters that fail validation; nothing ran, so nothing is kept under the idempotency key. */
export function invalidParam(message: string, param: string | undefined, code?: StripeErrorCode): StripeLocalError {
  return new StripeLocalError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) }, true);
}

/** 402: the card network refused. */
export function cardError(message: string, code: StripeErrorCode, declineCode: string, paymentIntent?: Stripe.PaymentIntent): StripeLocalError {
  return new StripeLocalError(402, {
    type: 'card_error',
    code,
    decline_code: declineCode,
    message,
    ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
  });
}
