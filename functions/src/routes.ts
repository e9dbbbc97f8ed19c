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
   * The webhook only: the body is taken as the exact text sent (for its signature), never parsed as JSON by the
   * stack; the caller is a server, not a browser, so the signature is the check, not the Origin.
   */
  rawBody?: true;
};

const routeTable = [
  { method: 'GET', path: '/dishes', handler: 'catalogue/get-dishes', auth: 'none', table: 'read', rate: 'read' },
  { method: 'POST', path: '/dishes/dish', handler: 'catalogue/post-dish', auth: 'optional', table: 'read', rate: 'read' },
  { method: 'GET', path: '/search/menu', handler: 'catalogue/get-search-menu', auth: 'none', table: 'read', rate: 'read' },
  { method: 'GET', path: '/prices', handler: 'catalogue/get-prices', auth: 'none', table: 'read', rate: 'read' },
  { method: 'GET', path: '/prices/compatible', handler: 'catalogue/get-prices-compatible', auth: 'none', table: 'read', rate: 'read' },
  { method: 'POST', path: '/ingredients/optional', handler: 'catalogue/post-ingredients-optional', auth: 'none', table: 'read', rate: 'read' },
  { method: 'GET', path: '/faqs/category', handler: 'catalogue/get-faqs-category', auth: 'none', table: 'read', rate: 'read' },

  { method: 'POST', path: '/auth/register', handler: 'accounts/post-register', auth: 'none', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  { method: 'POST', path: '/auth/login', handler: 'accounts/post-login', auth: 'none', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  { method: 'POST', path: '/auth/two-factor', handler: 'accounts/post-two-factor', auth: 'none', table: 'readwrite', rate: 'sensitive' },
  { method: 'GET', path: '/auth/logout', handler: 'accounts/get-logout', auth: 'optional', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/auth/isLoggdIn', handler: 'accounts/get-is-logged-in', auth: 'user', table: 'read', rate: 'read' },
  {
    method: 'POST',
    path: '/auth/verification-link',
    handler: 'accounts/post-verification-link',
    auth: 'user',
    table: 'readwrite',
    rate: 'sensitive',
    sendsEmail: true,
  },
  { method: 'POST', path: '/auth/verify-email', handler: 'accounts/post-verify-email', auth: 'none', table: 'readwrite', rate: 'sensitive' },
  { method: 'POST', path: '/auth/forgot-password', handler: 'accounts/post-forgot-password', auth: 'none', table: 'readwrite', rate: 'sensitive' },
  {
    method: 'POST',
    path: '/auth/reset-password',
    handler: 'accounts/post-reset-password',
    auth: 'none',
    table: 'readwrite',
    rate: 'sensitive',
    sendsEmail: true,
  },
  { method: 'POST', path: '/users/authenticate', handler: 'accounts/post-authenticate', auth: 'user', table: 'readwrite', rate: 'sensitive' },
  { method: 'PUT', path: '/users/name', handler: 'accounts/put-name', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/users/phone', handler: 'accounts/put-phone', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/users/email', handler: 'accounts/put-email', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  { method: 'PUT', path: '/users/password', handler: 'accounts/put-password', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  { method: 'PUT', path: '/users/two-factor', handler: 'accounts/put-two-factor', auth: 'user', table: 'readwrite', rate: 'sensitive', sendsEmail: true },
  { method: 'PUT', path: '/users/theme', handler: 'accounts/put-theme', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'POST', path: '/cart', handler: 'cart/post-cart', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/cart', handler: 'cart/get-cart', auth: 'user', table: 'read', rate: 'read' },
  { method: 'GET', path: '/cart/total', handler: 'cart/get-cart-total', auth: 'user', table: 'read', rate: 'read' },
  { method: 'PUT', path: '/cart/edit', handler: 'cart/put-cart-edit', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/cart/changeQuantity', handler: 'cart/put-cart-change-quantity', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/cart/confirm', handler: 'cart/put-cart-confirm', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'DELETE', path: '/cart', handler: 'cart/delete-cart', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/cart/restore', handler: 'cart/put-cart-restore', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/saves', handler: 'cart/put-saves', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/saves/unsave', handler: 'cart/put-saves-unsave', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/saves', handler: 'cart/get-saves', auth: 'user', table: 'read', rate: 'read' },
  { method: 'GET', path: '/buyAgain', handler: 'ordering/get-buy-again', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/ingredients/setChosen', handler: 'cart/post-ingredients-set-chosen', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/ingredients/chosen', handler: 'cart/get-ingredients-chosen', auth: 'user', table: 'read', rate: 'read' },
  { method: 'GET', path: '/orders/schedule', handler: 'ordering/get-orders-schedule', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/orders/quote', handler: 'ordering/post-orders-quote', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/orders', handler: 'ordering/post-orders', auth: 'user', table: 'readwrite', rate: 'sensitive', cardPayments: 'calls' },
  { method: 'GET', path: '/orders', handler: 'ordering/get-orders', auth: 'user', table: 'read', rate: 'read' },
  { method: 'GET', path: '/orders/{orderId}', handler: 'ordering/get-order', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/orders/{orderId}/buyAgain', handler: 'ordering/post-order-buy-again', auth: 'user', table: 'readwrite', rate: 'write' },
  // The customer cancels their own order before the kitchen accepts it: the card's hold is released at Stripe.
  {
    method: 'POST',
    path: '/orders/{orderId}/cancel',
    handler: 'ordering/post-order-cancel',
    auth: 'user',
    table: 'readwrite',
    rate: 'write',
    cardPayments: 'calls',
  },
  // The customer back from the card page (paid, or went back): finishes or abandons the order's checkout.
  {
    method: 'POST',
    path: '/orders/{orderId}/payment',
    handler: 'payments/post-order-payment',
    auth: 'user',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
  { method: 'POST', path: '/visits', handler: 'reports/post-visits', auth: 'optional', table: 'readwrite', rate: 'write' },

  { method: 'GET', path: '/address', handler: 'accounts/get-address', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/address', handler: 'accounts/post-address', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/address/{addressId}', handler: 'accounts/put-address', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'DELETE', path: '/address/{addressId}', handler: 'accounts/delete-address', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/shop/status', handler: 'shop/get-shop-status', auth: 'none', table: 'read', rate: 'read' },
  { method: 'GET', path: '/payments/methods', handler: 'payments/get-payments-methods', auth: 'none', table: 'read', rate: 'read' },
  // Stripe's events: no session and no Origin; the signature over the raw body is the authority.
  {
    method: 'POST',
    path: '/payments/webhook',
    handler: 'payments/post-payments-webhook',
    auth: 'none',
    table: 'readwrite',
    rate: 'write',
    cardPayments: 'webhook',
    rawBody: true,
  },
  { method: 'POST', path: '/contact/catering', handler: 'enquiries/post-catering', auth: 'none', table: 'readwrite', rate: 'sensitive', checksRobot: true },
  {
    method: 'POST',
    path: '/contact/dishRequest',
    handler: 'enquiries/post-dish-request',
    auth: 'optional',
    table: 'readwrite',
    rate: 'sensitive',
    checksRobot: true,
  },
  {
    method: 'POST',
    path: '/contact/ingredientsRequest',
    handler: 'enquiries/post-ingredients-request',
    auth: 'optional',
    table: 'readwrite',
    rate: 'sensitive',
    checksRobot: true,
  },
  { method: 'GET', path: '/favorites', handler: 'catalogue/get-favorites', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/favorites', handler: 'catalogue/post-favorites', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'DELETE', path: '/favorites', handler: 'catalogue/delete-favorites', auth: 'user', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/messages', handler: 'orders/get-messages', auth: 'user', table: 'read', rate: 'read' },
  { method: 'PUT', path: '/messages/{messageId}/read', handler: 'orders/put-message-read', auth: 'user', table: 'readwrite', rate: 'write' },
  // The back office: `auth: 'owner'` routes (tests/integration/owner-access.test.ts covers each one).
  { method: 'GET', path: '/owner/me', handler: 'accounts/get-owner-me', auth: 'owner', table: 'read', rate: 'read' },
  { method: 'GET', path: '/owner/settings', handler: 'shop/get-owner-settings', auth: 'owner', table: 'read', rate: 'read' },
  { method: 'PUT', path: '/owner/settings', handler: 'shop/put-owner-settings', auth: 'owner', table: 'readwrite', rate: 'write' },
  { method: 'POST', path: '/owner/settings/pause', handler: 'shop/post-owner-settings-pause', auth: 'owner', table: 'readwrite', rate: 'write' },
  { method: 'DELETE', path: '/owner/settings/pause', handler: 'shop/delete-owner-settings-pause', auth: 'owner', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/owner/enquiries', handler: 'enquiries/get-owner-enquiries', auth: 'owner', table: 'read', rate: 'read' },
  {
    method: 'PUT',
    path: '/owner/enquiries/{kind}/{enquiryId}/status',
    handler: 'enquiries/put-owner-enquiry-status',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
  },
  {
    method: 'POST',
    path: '/owner/enquiries/{kind}/{enquiryId}/notes',
    handler: 'enquiries/post-owner-enquiry-note',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
  },
  { method: 'GET', path: '/owner/orders', handler: 'kitchen/get-owner-orders', auth: 'owner', table: 'read', rate: 'read' },
  { method: 'GET', path: '/owner/orders/search', handler: 'kitchen/get-owner-orders-search', auth: 'owner', table: 'read', rate: 'read' },
  {
    method: 'POST',
    path: '/owner/orders/{orderId}/status',
    handler: 'kitchen/post-owner-order-status',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
    cardPayments: 'calls',
  },
  {
    method: 'POST',
    path: '/owner/orders/{orderId}/balance-link',
    handler: 'kitchen/post-owner-order-balance-link',
    auth: 'owner',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
  {
    method: 'POST',
    path: '/owner/orders/{orderId}/refunds',
    handler: 'kitchen/post-owner-order-refund',
    auth: 'owner',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
  { method: 'GET', path: '/owner/reports', handler: 'reports/get-owner-reports', auth: 'owner', table: 'read', rate: 'read' },
  {
    method: 'GET',
    path: '/owner/reports/export',
    handler: 'reports/get-owner-reports-export',
    auth: 'owner',
    table: 'read',
    rate: 'read',
    media: 'writesExports',
  },
  { method: 'GET', path: '/owner/quotes', handler: 'kitchen/get-owner-quotes', auth: 'owner', table: 'read', rate: 'read' },
  { method: 'POST', path: '/owner/quotes', handler: 'kitchen/post-owner-quotes', auth: 'owner', table: 'readwrite', rate: 'write' },
  { method: 'GET', path: '/owner/quotes/{quoteId}', handler: 'kitchen/get-owner-quote', auth: 'owner', table: 'read', rate: 'read' },
  // A change or a cancel first finishes a card page of the quote that lapsed unreported (from Stripe).
  {
    method: 'PUT',
    path: '/owner/quotes/{quoteId}',
    handler: 'kitchen/put-owner-quote',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
    cardPayments: 'calls',
  },
  { method: 'POST', path: '/owner/quotes/{quoteId}/send', handler: 'kitchen/post-owner-quote-send', auth: 'owner', table: 'readwrite', rate: 'write' },
  {
    method: 'POST',
    path: '/owner/quotes/{quoteId}/cancel',
    handler: 'kitchen/post-owner-quote-cancel',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
    cardPayments: 'calls',
  },
  // The signed-in customer's quotes: those sent to their verified e-mail (the account's Quotes).
  { method: 'GET', path: '/quotes', handler: 'quotes/get-quotes', auth: 'user', table: 'read', rate: 'read' },
  { method: 'GET', path: '/quotes/{quoteId}', handler: 'quotes/get-quote', auth: 'user', table: 'read', rate: 'read' },
  { method: 'POST', path: '/quotes/{quoteId}/open', handler: 'quotes/post-quote-open', auth: 'none', table: 'read', rate: 'sensitive' },
  // The customer's link: the deposit's card page, and the return from it (finishes or gives up the quote's order).
  {
    method: 'POST',
    path: '/quotes/{quoteId}/pay',
    handler: 'payments/post-quote-pay',
    auth: 'none',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
  {
    method: 'POST',
    path: '/quotes/{quoteId}/payment',
    handler: 'payments/post-quote-payment',
    auth: 'none',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
  { method: 'GET', path: '/owner/menu', handler: 'catalogue/get-owner-menu', auth: 'owner', table: 'read', rate: 'read' },
  { method: 'POST', path: '/owner/menu/dishes', handler: 'catalogue/post-owner-menu-dishes', auth: 'owner', table: 'readwrite', rate: 'write' },
  { method: 'PUT', path: '/owner/menu/dishes/{dishId}', handler: 'catalogue/put-owner-menu-dish', auth: 'owner', table: 'readwrite', rate: 'write' },
  {
    method: 'POST',
    path: '/owner/menu/dishes/{dishId}/sold-out',
    handler: 'catalogue/post-owner-menu-dish-sold-out',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
  },
  { method: 'PUT', path: '/owner/menu/order', handler: 'catalogue/put-owner-menu-order', auth: 'owner', table: 'readwrite', rate: 'write' },
  {
    method: 'POST',
    path: '/owner/menu/dishes/{dishId}/photos/uploads',
    handler: 'catalogue/post-owner-menu-dish-photo-uploads',
    auth: 'owner',
    table: 'read',
    rate: 'write',
    media: 'signsUploads',
  },
  {
    method: 'POST',
    path: '/owner/menu/dishes/{dishId}/photos',
    handler: 'catalogue/post-owner-menu-dish-photos',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
    media: 'makesRenditions',
  },
  {
    method: 'DELETE',
    path: '/owner/menu/dishes/{dishId}/photos',
    handler: 'catalogue/delete-owner-menu-dish-photos',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
    media: 'removesRenditions',
  },
  {
    method: 'PUT',
    path: '/owner/menu/dishes/{dishId}/photos/position',
    handler: 'catalogue/put-owner-menu-dish-photo-position',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
  },
  {
    method: 'PUT',
    path: '/owner/menu/dishes/{dishId}/photos/alt',
    handler: 'catalogue/put-owner-menu-dish-photo-alt',
    auth: 'owner',
    table: 'readwrite',
    rate: 'write',
  },
  // The e-mailed order links: no session, the signed single-purpose token is the authority.
  { method: 'GET', path: '/owner/orders/action', handler: 'kitchen/get-order-action', auth: 'none', table: 'read', rate: 'sensitive' },
  {
    method: 'POST',
    path: '/owner/orders/action',
    handler: 'kitchen/post-order-action',
    auth: 'none',
    table: 'readwrite',
    rate: 'sensitive',
    cardPayments: 'calls',
  },
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
