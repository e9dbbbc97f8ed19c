/**
 * Every request limit of the deployed shop, in one place: the per-client limits at the edge (AWS WAF,
 * counted per viewer IP address) and the stage throttles of the HTTP API (shared by all clients).
 * The web stack's web ACL, the API stack's stage, the README's table and the infra tests read these.
 */
import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Route } from '../functions/src/routes.ts';

/** How far back WAF counts a client's requests (it re-checks about every 10 seconds); 60, 120, 300 or 600. */
export const edgeRateWindowSeconds = 60;

export type EdgeRateLimit = {
  /** The rule's name and metric name in the web ACL. */
  name: string;
  /** What the rule protects, for the README's table. */
  what: string;
  /** URI paths as CloudFront receives them; none means every request (the backstop). */
  paths: readonly string[];
  /** How a path matches: the whole URI path, its beginning, or its end (a route with an id in its path). */
  match: 'EXACTLY' | 'STARTS_WITH' | 'ENDS_WITH';
  /** Only requests with this method count (where a path has cheap and costly methods). */
  method?: Route['method'];
  /** Requests per client IP address within edgeRateWindowSeconds; WAF's floor is 10. */
  limit: number;
};

/**
 * Per-IP limits at the edge. A client over a limit gets 429 for the paths of that rule until its count
 * in the last minute falls below the limit again. Sized for people behind one shared address (an office,
 * a mobile carrier's NAT) while keeping a script's guessing and e-mail sending slow; the functions keep
 * their own finer per-account and per-address counters behind these.
 */
export const edgeRateLimits = {
  signIn: {
    name: 'SignInPerIp',
    what: 'sign-in and two-factor',
    paths: ['/api/auth/login', '/api/auth/two-factor'],
    match: 'EXACTLY',
    limit: 20,
  },
  accounts: {
    name: 'AccountEmailsPerIp',
    what: 'registration, e-mail verification and password recovery',
    paths: ['/api/auth/register', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/verify-email', '/api/auth/verification-link'],
    match: 'EXACTLY',
    limit: 10,
  },
  contact: {
    name: 'ContactFormsPerIp',
    what: 'contact forms (catering, dish and ingredients requests)',
    paths: ['/api/contact/'],
    match: 'STARTS_WITH',
    limit: 10,
  },
  placeOrder: {
    name: 'PlaceOrderPerIp',
    what: 'placing an order',
    paths: ['/api/orders'],
    match: 'EXACTLY',
    method: 'POST',
    limit: 10,
  },
  payments: {
    name: 'PaymentsPerIp',
    what: 'card payments, refunds and balance links (each calls Stripe; a balance link e-mails the customer)',
    // The ends of POST /api/orders/{orderId}/payment, /api/quotes/{quoteId}/pay and …/payment,
    // /api/owner/orders/{orderId}/refunds and …/balance-link; Stripe's webhook is not among them.
    paths: ['/pay', '/payment', '/refunds', '/balance-link'],
    match: 'ENDS_WITH',
    method: 'POST',
    limit: 20,
  },
  everything: {
    name: 'AllRequestsPerIp',
    what: 'every request to the site and the API (backstop)',
    paths: [],
    match: 'STARTS_WITH',
    limit: 600,
  },
} as const satisfies Record<string, EdgeRateLimit>;

/** The most requests per second one client address can send to any path, under the backstop rule. */
export const maxRequestsPerSecondPerClient = edgeRateLimits.everything.limit / edgeRateWindowSeconds;

/**
 * Stage-wide throttling per route, by the route table's rate class (requests per second and burst, all clients together).
 * One client gets at most 10 rps past WAF (far less on sensitive paths), so these sit ≥5× above it and trip only on a many-client flood, while capping what reaches Lambda (1,000 concurrent by default, ~100 ms a call) and on-demand DynamoDB.
 */
export const throttleByRateClass: Record<Route['rate'], Required<ThrottleSettings>> = {
  read: { rateLimit: 500, burstLimit: 1000 },
  write: { rateLimit: 100, burstLimit: 200 },
  sensitive: { rateLimit: 50, burstLimit: 100 },
};
