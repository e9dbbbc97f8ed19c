/**
 * The one route table. The CDK API stack creates one Lambda and one HTTP API route per entry; the
 * local host on port 8800 serves the same entries with the same handlers, and each handler's http
 * stack reads its own entry (`http({ route })`). Paths are relative to /api. Plain data with no
 * imports, so the handlers that import it stay small.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  /** Path under /api, with `{name}` for path parameters. */
  path: string;
  /** Handler module under functions/src/handlers, without extension; it exports `handler`. */
  handler: string;
  /**
   * Whether a signed-in session is required ('optional' reads it when present); 'owner' also needs the
   * user's role to be owner (401 signed out, 403 for a customer), re-read at every call.
   */
  auth: 'none' | 'optional' | 'user' | 'owner';
  /** What the function may do to the table (the CDK grants exactly this). */
  table: 'read' | 'readwrite';
  /** Throttling class for the HTTP API stage. */
  rate: 'read' | 'write' | 'sensitive';
  /** Whether the function sends e-mail through SES. */
  sendsEmail?: boolean;
  /** Whether the function verifies a robot-check token (so it reads the reCAPTCHA secret). */
  checksRobot?: boolean;
  /**
   * What the function does in the media bucket (menu photos; infra/constructs/media.ts grants exactly
   * this): signs photo uploads, turns an upload into renditions (with sharp, and more memory), or
   * removes a photo's renditions; or writes an owner's large export under exports/ and signs its link.
   */
  media?: 'signsUploads' | 'makesRenditions' | 'removesRenditions' | 'writesExports';
  /**
   * Whether the function calls Stripe (docs/business-rules.md#card-payments): 'calls' reads Stripe's secret key,
   * 'webhook' also the webhook endpoint's signing secret (infra grants exactly these parameters). Every function
   * learns whether the stage takes cards; only these read the secrets.
   */
  cardPayments?: 'calls' | 'webhook';
  /**
   * Whether the function pushes to the kitchen's devices (docs/business-rules.md#never-miss-an-order): it reads the
   * VAPID key pair's parameters (infra grants exactly these). The other alert senders are the stream and timer functions.
   */
  pushesAlerts?: true;
  /**
   * Whether the function learns if the stage texts customers (docs/business-rules.md#customer-updates): 'checks' gives
   * it the number's variables (`messagingConfigured()`); 'optsIn' also lets it take a number off the number's opt-out
   * list (a customer turning texts back on), that list alone (infra grants exactly this). The other senders of the
   * customers' texts are the messaging area's stream and SNS functions.
   */
  textsCustomers?: 'checks' | 'optsIn';
  /**
   * The webhook only: the body is taken as the exact text sent (for its signature), never parsed as JSON by the
   * stack; the caller is a server, not a browser, so the signature is the check, not the Origin.
   */
  rawBody?: true;
  /**
   * The one-click unsubscribe only (RFC 8058): the body may also come as a form (`application/x-www-form-urlencoded`
   * or `multipart/form-data`), parsed into its fields and checked by the same strict schema; the caller is a mail
   * provider's server (or any page), with no cookie, so the token in the address is the authority, not the Origin.
   */
  formBody?: true;
};

/** An entry as written in its area's section: the handler's name within the area (`get-dishes`). */
type AreaRoute = Omit<Route, 'handler'> & { handler: string };

/**
 * One business area's section of the table: each entry's handler becomes `<area>/<name>`, the module
 * functions/src/<area>/handlers/<name>.ts (and the area is written once, not in every entry of every function's copy).
 */
function area<const A extends string, const R extends readonly AreaRoute[]>(
  name: A,
  entries: R,
): { [K in keyof R]: Omit<R[K], 'handler'> & { handler: `${A}/${R[K]['handler']}` } } {
  return entries.map((entry) => ({ ...entry, handler: `${name}/${entry.handler}` })) as never;
}

const routeTable = [
  ...area('catalogue', [
    { method: 'GET', path: '/dishes', handler: 'get-dishes', auth: 'none', table: 'read', rate: 'read' },
    { method: 'POST', path: '/dishes/dish', handler: 'post-dish', auth: 'optional', table: 'read', rate: 'read' },
    { method: 'GET', path: '/search/menu', handler: 'get-search-menu', auth: 'none', table: 'read', rate: 'read' },
    { method: 'GET', path: '/prices', handler: 'get-prices', auth: 'none', table: 'read', rate: 'read' },
    { method: 'GET', path: '/prices/compatible', handler: 'get-prices-compatible', auth: 'none', table: 'read', rate: 'read' },
    { method: 'POST', path: '/ingredients/optional', handler: 'post-ingredients-optional', auth: 'none', table: 'read', rate: 'read' },
    { method: 'GET', path: '/faqs/category', handler: 'get-faqs-category', auth: 'none', table: 'read', rate: 'read' },
    { method: 'GET', path: '/favorites', handler: 'get-favorites', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/favorites', handler: 'post-favorites', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'DELETE', path: '/favorites', handler: 'delete-favorites', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/owner/menu', handler: 'get-owner-menu', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'POST', path: '/owner/menu/dishes', handler: 'post-owner-menu-dishes', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/owner/menu/dishes/{dishId}', handler: 'put-owner-menu-dish', auth: 'owner', table: 'readwrite', rate: 'write' },
    {
      method: 'POST',
      path: '/owner/menu/dishes/{dishId}/sold-out',
      handler: 'post-owner-menu-dish-sold-out',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
    },
    { method: 'PUT', path: '/owner/menu/order', handler: 'put-owner-menu-order', auth: 'owner', table: 'readwrite', rate: 'write' },
    {
      method: 'POST',
      path: '/owner/menu/dishes/{dishId}/photos/uploads',
      handler: 'post-owner-menu-dish-photo-uploads',
      auth: 'owner',
      table: 'read',
      rate: 'write',
      media: 'signsUploads',
    },
    {
      method: 'POST',
      path: '/owner/menu/dishes/{dishId}/photos',
      handler: 'post-owner-menu-dish-photos',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
      media: 'makesRenditions',
    },
    {
      method: 'DELETE',
      path: '/owner/menu/dishes/{dishId}/photos',
      handler: 'delete-owner-menu-dish-photos',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
      media: 'removesRenditions',
    },
    {
      method: 'PUT',
      path: '/owner/menu/dishes/{dishId}/photos/position',
      handler: 'put-owner-menu-dish-photo-position',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
    },
    {
      method: 'PUT',
      path: '/owner/menu/dishes/{dishId}/photos/alt',
      handler: 'put-owner-menu-dish-photo-alt',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
    },
  ]),

  ...area('accounts', [
    { method: 'POST', path: '/auth/register', handler: 'post-register', auth: 'none', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
    { method: 'POST', path: '/auth/login', handler: 'post-login', auth: 'none', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
    { method: 'POST', path: '/auth/two-factor', handler: 'post-two-factor', auth: 'none', table: 'readwrite', rate: 'sensitive' },
    { method: 'GET', path: '/auth/logout', handler: 'get-logout', auth: 'optional', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/auth/isLoggdIn', handler: 'get-is-logged-in', auth: 'user', table: 'read', rate: 'read' },
    {
      method: 'POST',
      path: '/auth/verification-link',
      handler: 'post-verification-link',
      auth: 'user',
      table: 'readwrite',
      rate: 'sensitive',
      sendsEmail: true,
    },
    { method: 'POST', path: '/auth/verify-email', handler: 'post-verify-email', auth: 'none', table: 'readwrite', rate: 'sensitive' },
    { method: 'POST', path: '/auth/forgot-password', handler: 'post-forgot-password', auth: 'none', table: 'readwrite', rate: 'sensitive' },
    {
      method: 'POST',
      path: '/auth/reset-password',
      handler: 'post-reset-password',
      auth: 'none',
      table: 'readwrite',
      rate: 'sensitive',
      sendsEmail: true,
    },
    { method: 'POST', path: '/users/authenticate', handler: 'post-authenticate', auth: 'user', table: 'readwrite', rate: 'sensitive' },
    { method: 'PUT', path: '/users/name', handler: 'put-name', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/users/phone', handler: 'put-phone', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/users/email', handler: 'put-email', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
    { method: 'PUT', path: '/users/password', handler: 'put-password', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
    { method: 'PUT', path: '/users/two-factor', handler: 'put-two-factor', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
    { method: 'PUT', path: '/users/theme', handler: 'put-theme', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/address', handler: 'get-address', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/address', handler: 'post-address', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/address/{addressId}', handler: 'put-address', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'DELETE', path: '/address/{addressId}', handler: 'delete-address', auth: 'user', table: 'readwrite', rate: 'write' },
    // The kitchen: `auth: 'owner'` routes (tests/integration/owner-access.test.ts covers each one).
    { method: 'GET', path: '/owner/me', handler: 'get-owner-me', auth: 'owner', table: 'read', rate: 'read' },
  ]),

  ...area('cart', [
    { method: 'POST', path: '/cart', handler: 'post-cart', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/cart', handler: 'get-cart', auth: 'user', table: 'read', rate: 'read' },
    { method: 'GET', path: '/cart/total', handler: 'get-cart-total', auth: 'user', table: 'read', rate: 'read' },
    { method: 'PUT', path: '/cart/edit', handler: 'put-cart-edit', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/cart/changeQuantity', handler: 'put-cart-change-quantity', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/cart/confirm', handler: 'put-cart-confirm', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'DELETE', path: '/cart', handler: 'delete-cart', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/cart/restore', handler: 'put-cart-restore', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/saves', handler: 'put-saves', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/saves/unsave', handler: 'put-saves-unsave', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/saves', handler: 'get-saves', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/ingredients/setChosen', handler: 'post-ingredients-set-chosen', auth: 'user', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/ingredients/chosen', handler: 'get-ingredients-chosen', auth: 'user', table: 'read', rate: 'read' },
  ]),

  ...area('ordering', [
    { method: 'GET', path: '/buyAgain', handler: 'get-buy-again', auth: 'user', table: 'read', rate: 'read' },
    { method: 'GET', path: '/orders/schedule', handler: 'get-orders-schedule', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/orders/quote', handler: 'post-orders-quote', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/orders', handler: 'post-orders', auth: 'user', table: 'readwrite', rate: 'sensitive', cardPayments: 'calls' },
    { method: 'GET', path: '/orders', handler: 'get-orders', auth: 'user', table: 'read', rate: 'read' },
    { method: 'GET', path: '/orders/{orderId}', handler: 'get-order', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/orders/{orderId}/buyAgain', handler: 'post-order-buy-again', auth: 'user', table: 'readwrite', rate: 'write' },
    // The customer cancels their own order before the kitchen accepts it: the card's hold is released at Stripe.
    {
      method: 'POST',
      path: '/orders/{orderId}/cancel',
      handler: 'post-order-cancel',
      auth: 'user',
      table: 'readwrite',
      rate: 'write',
      cardPayments: 'calls',
    },
  ]),

  ...area('payments', [
    // The customer back from the card page (paid, or went back): finishes or abandons the order's checkout.
    {
      method: 'POST',
      path: '/orders/{orderId}/payment',
      handler: 'post-order-payment',
      auth: 'user',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
    { method: 'GET', path: '/payments/methods', handler: 'get-payments-methods', auth: 'none', table: 'read', rate: 'read' },
    // Stripe's events: no session and no Origin; the signature over the raw body is the authority.
    {
      method: 'POST',
      path: '/payments/webhook',
      handler: 'post-payments-webhook',
      auth: 'none',
      table: 'readwrite',
      rate: 'write',
      cardPayments: 'webhook',
      rawBody: true,
    },
    // The customer's link: the deposit's card page, and the return from it (finishes or gives up the quote's order).
    {
      method: 'POST',
      path: '/quotes/{quoteId}/pay',
      handler: 'post-quote-pay',
      auth: 'none',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
    {
      method: 'POST',
      path: '/quotes/{quoteId}/payment',
      handler: 'post-quote-payment',
      auth: 'none',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
  ]),

  ...area('reports', [
    { method: 'POST', path: '/visits', handler: 'post-visits', auth: 'optional', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/owner/reports', handler: 'get-owner-reports', auth: 'owner', table: 'read', rate: 'read' },
    {
      method: 'GET',
      path: '/owner/reports/export',
      handler: 'get-owner-reports-export',
      auth: 'owner',
      table: 'read',
      rate: 'read',
      media: 'writesExports',
    },
  ]),

  ...area('alerts', [
    { method: 'GET', path: '/owner/alerts', handler: 'get-owner-alerts', auth: 'owner', table: 'read', rate: 'read', pushesAlerts: true },
    { method: 'PUT', path: '/owner/alerts', handler: 'put-owner-alerts', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'POST', path: '/owner/alerts/devices', handler: 'post-owner-alerts-devices', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'DELETE', path: '/owner/alerts/devices/{deviceId}', handler: 'delete-owner-alerts-device', auth: 'owner', table: 'readwrite', rate: 'write' },
    {
      method: 'POST',
      path: '/owner/alerts/devices/{deviceId}/test',
      handler: 'post-owner-alerts-device-test',
      auth: 'owner',
      table: 'readwrite',
      rate: 'sensitive',
      pushesAlerts: true,
    },
  ]),

  ...area('messaging', [
    // pushesAlerts: reads the shop's Web Push identity, to say whether this stage pushes and give the public key;
    // textsCustomers: whether the stage texts customers, and (PUT, texts turned on again) the number's opt-out list.
    {
      method: 'GET',
      path: '/account/notifications',
      handler: 'get-account-notifications',
      auth: 'user',
      table: 'read',
      rate: 'read',
      pushesAlerts: true,
      textsCustomers: 'checks',
    },
    {
      method: 'PUT',
      path: '/account/notifications',
      handler: 'put-account-notifications',
      auth: 'user',
      table: 'readwrite',
      rate: 'write',
      textsCustomers: 'optsIn',
    },
    { method: 'POST', path: '/account/notifications/devices', handler: 'post-account-notifications-devices', auth: 'user', table: 'readwrite', rate: 'write' },
    {
      method: 'DELETE',
      path: '/account/notifications/devices/{deviceId}',
      handler: 'delete-account-notifications-device',
      auth: 'user',
      table: 'readwrite',
      rate: 'write',
    },
  ]),

  ...area('shop', [
    { method: 'GET', path: '/shop/status', handler: 'get-shop-status', auth: 'none', table: 'read', rate: 'read' },
    { method: 'GET', path: '/owner/settings', handler: 'get-owner-settings', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'PUT', path: '/owner/settings', handler: 'put-owner-settings', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'POST', path: '/owner/settings/pause', handler: 'post-owner-settings-pause', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'DELETE', path: '/owner/settings/pause', handler: 'delete-owner-settings-pause', auth: 'owner', table: 'readwrite', rate: 'write' },
  ]),

  ...area('offers', [
    { method: 'GET', path: '/owner/offers', handler: 'get-owner-offers', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'POST', path: '/owner/offers', handler: 'post-owner-offers', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'PUT', path: '/owner/offers/{offerId}', handler: 'put-owner-offer', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/owner/loyalty', handler: 'get-owner-loyalty', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'PUT', path: '/owner/loyalty', handler: 'put-owner-loyalty', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'POST', path: '/owner/points', handler: 'post-owner-points', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/account/points', handler: 'get-account-points', auth: 'user', table: 'read', rate: 'read' },
    { method: 'GET', path: '/owner/offer-mails', handler: 'get-owner-offer-mails', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'POST', path: '/owner/offer-mails/preview', handler: 'post-owner-offer-mail-preview', auth: 'owner', table: 'read', rate: 'write' },
    { method: 'POST', path: '/owner/offer-mails', handler: 'post-owner-offer-mails', auth: 'owner', table: 'readwrite', rate: 'write' },
    // Offer e-mails' subscription (docs/business-rules.md#offer-e-mails-who-receives-them): asking e-mails a link to confirm.
    { method: 'GET', path: '/account/offer-emails', handler: 'get-account-offer-emails', auth: 'user', table: 'read', rate: 'read' },
    { method: 'PUT', path: '/account/offer-emails', handler: 'put-account-offer-emails', auth: 'user', table: 'readwrite', rate: 'write', sendsEmail: true },
    // The confirming link, opened anywhere (signed out too): its one-time token is the authority.
    { method: 'POST', path: '/offer-emails/confirm', handler: 'post-offer-emails-confirm', auth: 'none', table: 'readwrite', rate: 'sensitive' },
    // The offer e-mail's unsubscribe links: the signed token is the authority; a GET only leads to the page.
    {
      method: 'POST',
      path: '/offer-emails/unsubscribe',
      handler: 'post-offer-emails-unsubscribe',
      auth: 'none',
      table: 'readwrite',
      rate: 'sensitive',
      formBody: true,
    },
    { method: 'GET', path: '/offer-emails/unsubscribe', handler: 'get-offer-emails-unsubscribe', auth: 'none', table: 'read', rate: 'sensitive' },
  ]),

  ...area('enquiries', [
    { method: 'POST', path: '/contact/catering', handler: 'post-catering', auth: 'none', table: 'readwrite', rate: 'sensitive', checksRobot: true },
    {
      method: 'POST',
      path: '/contact/dishRequest',
      handler: 'post-dish-request',
      auth: 'optional',
      table: 'readwrite',
      rate: 'sensitive',
      checksRobot: true,
    },
    {
      method: 'POST',
      path: '/contact/ingredientsRequest',
      handler: 'post-ingredients-request',
      auth: 'optional',
      table: 'readwrite',
      rate: 'sensitive',
      checksRobot: true,
    },
    { method: 'GET', path: '/owner/enquiries', handler: 'get-owner-enquiries', auth: 'owner', table: 'read', rate: 'read' },
    {
      method: 'PUT',
      path: '/owner/enquiries/{kind}/{enquiryId}/status',
      handler: 'put-owner-enquiry-status',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
    },
    {
      method: 'POST',
      path: '/owner/enquiries/{kind}/{enquiryId}/notes',
      handler: 'post-owner-enquiry-note',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
    },
  ]),

  ...area('orders', [
    { method: 'GET', path: '/messages', handler: 'get-messages', auth: 'user', table: 'read', rate: 'read' },
    { method: 'PUT', path: '/messages/{messageId}/read', handler: 'put-message-read', auth: 'user', table: 'readwrite', rate: 'write' },
  ]),

  ...area('kitchen', [
    { method: 'GET', path: '/owner/orders', handler: 'get-owner-orders', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'GET', path: '/owner/orders/search', handler: 'get-owner-orders-search', auth: 'owner', table: 'read', rate: 'read' },
    {
      method: 'POST',
      path: '/owner/orders/{orderId}/status',
      handler: 'post-owner-order-status',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
      cardPayments: 'calls',
    },
    { method: 'POST', path: '/owner/orders/{orderId}/ready-time', handler: 'post-owner-order-ready-time', auth: 'owner', table: 'readwrite', rate: 'write' },
    {
      method: 'POST',
      path: '/owner/orders/{orderId}/balance-link',
      handler: 'post-owner-order-balance-link',
      auth: 'owner',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
    {
      method: 'POST',
      path: '/owner/orders/{orderId}/refunds',
      handler: 'post-owner-order-refund',
      auth: 'owner',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
    { method: 'GET', path: '/owner/quotes', handler: 'get-owner-quotes', auth: 'owner', table: 'read', rate: 'read' },
    { method: 'POST', path: '/owner/quotes', handler: 'post-owner-quotes', auth: 'owner', table: 'readwrite', rate: 'write' },
    { method: 'GET', path: '/owner/quotes/{quoteId}', handler: 'get-owner-quote', auth: 'owner', table: 'read', rate: 'read' },
    // A change or a cancel first finishes a card page of the quote that lapsed unreported (from Stripe).
    {
      method: 'PUT',
      path: '/owner/quotes/{quoteId}',
      handler: 'put-owner-quote',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
      cardPayments: 'calls',
    },
    { method: 'POST', path: '/owner/quotes/{quoteId}/send', handler: 'post-owner-quote-send', auth: 'owner', table: 'readwrite', rate: 'write' },
    {
      method: 'POST',
      path: '/owner/quotes/{quoteId}/cancel',
      handler: 'post-owner-quote-cancel',
      auth: 'owner',
      table: 'readwrite',
      rate: 'write',
      cardPayments: 'calls',
    },
    // The e-mailed order links: no session, the signed single-purpose token is the authority.
    { method: 'GET', path: '/owner/orders/action', handler: 'get-order-action', auth: 'none', table: 'read', rate: 'sensitive' },
    {
      method: 'POST',
      path: '/owner/orders/action',
      handler: 'post-order-action',
      auth: 'none',
      table: 'readwrite',
      rate: 'sensitive',
      cardPayments: 'calls',
    },
  ]),

  ...area('quotes', [
    // The signed-in customer's quotes: those sent to their verified e-mail (the account's Quotes).
    { method: 'GET', path: '/quotes', handler: 'get-quotes', auth: 'user', table: 'read', rate: 'read' },
    { method: 'GET', path: '/quotes/{quoteId}', handler: 'get-quote', auth: 'user', table: 'read', rate: 'read' },
    { method: 'POST', path: '/quotes/{quoteId}/open', handler: 'post-quote-open', auth: 'none', table: 'read', rate: 'sensitive' },
  ]),
] as const satisfies readonly Route[];

export const routes: readonly Route[] = routeTable;

type RouteEntry = (typeof routeTable)[number];

/** A handler module of the table, e.g. 'owner/get-owner-me': what a handler names to find its entry. */
export type RouteHandler = RouteEntry['handler'];

/** The `auth` the table gives a handler, as a type (so a handler's `user` is typed by the table too). */
export type AuthOf<H extends RouteHandler> = Extract<RouteEntry, { handler: H }>['auth'];

/** The table's entry of a handler module; each handler's http stack takes its `auth` from here. */
export function routeOf(handler: RouteHandler): Route {
  const route = routes.find((candidate) => candidate.handler === handler);
  if (!route) throw new Error(`No route in functions/src/routes.ts has the handler ${handler}`);
  return route;
}

/** A stable, CloudFormation-safe name for a route's function, e.g. `GetDishesDish`. */
export function routeId(route: Route): string {
  const words = `${route.method.toLowerCase()} ${route.path}`
    .replace(/[{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Whether every percent-escape of a path decodes (`/orders/%E0%A4%A` does not). */
export function pathDecodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Finds the route for a method and a path under /api (whose escapes decode), with its path parameters. */
export function matchRoute(method: string, path: string): { route: Route; pathParameters: Record<string, string> } | undefined {
  const pathSegments = path.split('/').filter(Boolean);
  for (const route of routes) {
    if (route.method !== method) continue;
    const routeSegments = route.path.split('/').filter(Boolean);
    if (routeSegments.length !== pathSegments.length) continue;
    const pathParameters: Record<string, string> = {};
    const matches = routeSegments.every((segment, i) => {
      const actual = pathSegments[i]!;
      if (segment.startsWith('{') && segment.endsWith('}')) {
        pathParameters[segment.slice(1, -1)] = decodeURIComponent(actual);
        return true;
      }
      return segment === actual;
    });
    if (matches) return { route, pathParameters };
  }
  return undefined;
}

/** Whether any route serves this path, under another method (for 405 answers). */
export function pathIsKnown(path: string): boolean {
  return ['GET', 'POST', 'PUT', 'DELETE'].some((m) => matchRoute(m, path));
}
