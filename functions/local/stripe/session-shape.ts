/**
 * A new Checkout Session in Stripe's full shape (`Stripe.Checkout.Session`, every field the type requires),
 * for the one kind the shop makes: mode `payment`, card only, prices given inline, no tax, shipping,
 * discounts or customer objects. Fields the local Stripe never changes keep Stripe's values for such a session.
 */
import type Stripe from 'stripe';

export type NewSession = {
  id: string;
  created: number;
  expiresAt: number;
  url: string;
  amountTotal: number;
  currency: string;
  successUrl: string;
  cancelUrl: string | null;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  locale: Stripe.Checkout.Session.Locale | null;
};

export function checkoutSessionShape(input: NewSession): Stripe.Checkout.Session {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'payment',
    origin_context: null,
    // Checkout makes the PaymentIntent when the customer pays (API versions since 2022-08-01).
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: input.url,
    wallet_options: null,
  };
}

/**
 * A session's line as `GET /v1/checkout/sessions/:id/line_items` answers it (`Stripe.LineItem`), with the inline price
 * it was made with (an ad-hoc `price_…` of the session's product, never a stored Price); no tax or discounts here.
 */
export function lineItemShape(
  session: Pick<Stripe.Checkout.Session, 'id' | 'created' | 'currency'>,
  line: { name: string; quantity: number; unitAmount: number },
  index: number,
): Stripe.LineItem {
  const suffix = `${session.id.replace(/^cs_(test_)?/, '')}_${index}`;
  const amount = line.unitAmount * line.quantity;
  const currency = session.currency ?? 'usd';
  return {
    id: `li_${suffix}`,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: line.name,
    metadata: {},
    price: {
      id: `price_${suffix}`,
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created: session.created,
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: `prod_${suffix}`,
      recurring: null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: line.unitAmount,
      unit_amount_decimal: null,
    },
    quantity: line.quantity,
  };
}
