/**
 * The owner auth class over HTTP against the local host: every `auth: 'owner'` route of the route
 * table answers 401 signed out and 403 to a customer, before it looks at the input (a body it takes
 * none of, a garbage or an oversized body, a GET with a body; every `auth: 'user'` route answers a
 * visitor 401 the same way); an owner (made
 * with the data function the `npm run owner` command uses) signs in with the e-mailed code and
 * reaches the kitchen; demoted, the same session is refused at once; an owner keeps two-factor.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { ownerMeSchema } from '@functions/accounts/contract/owner';
import { defaultAlertSettings } from '@functions/alerts/contract/alerts';
import { defaultShopSettings, type ShopSettings } from '@functions/shop/contract/shop-settings';
import { setRole, updateUser } from '../../functions/src/accounts/store/user.ts';
import { routes, type Route } from '../../functions/src/routes.ts';
import { apiUrl, Customer, type ApiAnswer } from '../fixtures/api.ts';
import { editableDish } from '../fixtures/dishes.ts';
import { anOffer } from '../fixtures/offers.ts';
import { quoteDraft } from '../fixtures/quotes.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const ownerMessage = "This is for the kitchen's owner.";

/**
 * For each owner route (`METHOD /path`): a request that looks valid, and one that would fail
 * validation (an unknown query parameter, a body with unknown fields or no JSON at all). A new owner
 * route needs its entry here, so it gets the same 401/403 checks.
 */
type Request = { query?: string; json?: unknown; rawBody?: string };
/** An offer as the owner's Offers page sends it (no id). */
const { offerId: _offerId, ...offerDefinition } = anOffer();

const requests: Record<string, { valid: Request; invalid: Request[] }> = {
  'GET /owner/me': { valid: {}, invalid: [{ query: '?who=everyone' }] },
  'GET /owner/settings': { valid: {}, invalid: [{ query: '?all=true' }] },
  'PUT /owner/settings': {
    valid: { json: { ...settingsUpdateOf(defaultShopSettings) } },
    invalid: [{ json: { ...settingsUpdateOf(defaultShopSettings), maxOrdersPerSlot: 0 } }],
  },
  'POST /owner/settings/pause': { valid: { json: { minutes: 30 } }, invalid: [{ json: { minutes: 0 } }, { json: { until: 'next-week' } }] },
  'DELETE /owner/settings/pause': { valid: {}, invalid: [{ query: '?now=yes' }] },
  'GET /owner/alerts': { valid: {}, invalid: [{ query: '?devices=all' }] },
  'PUT /owner/alerts': {
    valid: { json: { ...defaultAlertSettings, kitchenPhones: ['+14145550123'], version: 0 } },
    invalid: [{ json: { ...defaultAlertSettings, kitchenPhones: ['http://evil.example/'], version: 0 } }, { json: { version: 0 } }],
  },
  'POST /owner/alerts/devices': {
    valid: {
      json: {
        label: 'Kitchen tablet',
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
      },
    },
    invalid: [
      {
        json: {
          label: 'Metadata',
          subscription: { endpoint: 'http://169.254.169.254/latest/meta-data', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } },
        },
      },
      { rawBody: 'subscription' },
    ],
  },
  'DELETE /owner/alerts/devices/{deviceId}': { valid: {}, invalid: [{ query: '?all=true' }] },
  'POST /owner/alerts/devices/{deviceId}/test': { valid: {}, invalid: [{ json: { to: 'every device' } }] },
  'GET /owner/enquiries': { valid: { query: '?status=new' }, invalid: [{ query: '?status=archived' }, { query: '?all=true' }] },
  'PUT /owner/enquiries/{kind}/{enquiryId}/status': { valid: { json: { status: 'replied' } }, invalid: [{ json: { status: 'archived' } }] },
  'POST /owner/enquiries/{kind}/{enquiryId}/notes': { valid: { json: { text: 'Called back, quote sent.' } }, invalid: [{ json: { text: '   ' } }] },
  'GET /owner/orders': { valid: {}, invalid: [{ query: '?status=all' }] },
  'GET /owner/orders/search': { valid: { query: '?q=A7K3Q9' }, invalid: [{ query: '' }, { query: '?q=x' }, { query: '?q=ab&page=2' }] },
  'GET /owner/reports': {
    valid: { query: '?from=2026-11-01&to=2026-11-30&basis=placed' },
    invalid: [{ query: '?from=2026-11-30&to=2026-11-01' }, { query: '?from=2024-01-01&to=2026-01-01' }, { query: '?from=2026-11-01&to=2026-11-30&all=true' }],
  },
  'GET /owner/reports/export': {
    valid: { query: '?kind=orders&from=2026-11-01&to=2026-11-30&basis=fulfilled' },
    invalid: [{ query: '?kind=customers&from=2026-11-01&to=2026-11-30' }, { query: '?kind=lines&from=2026-11-31&to=2026-12-01' }],
  },
  'GET /owner/quotes': { valid: {}, invalid: [{ query: '?all=true' }] },
  'POST /owner/quotes': { valid: { json: quoteDraft() }, invalid: [{ json: { ...quoteDraft(), headcount: 0 } }] },
  'GET /owner/quotes/{quoteId}': { valid: {}, invalid: [{ query: '?with=history' }] },
  'PUT /owner/quotes/{quoteId}': { valid: { json: { revision: 1, draft: quoteDraft() } }, invalid: [{ json: { revision: 0, draft: quoteDraft() } }] },
  'POST /owner/quotes/{quoteId}/send': { valid: { json: { revision: 1 } }, invalid: [{ json: { revision: 'latest' } }] },
  'POST /owner/quotes/{quoteId}/cancel': { valid: { json: { revision: 1 } }, invalid: [{ json: {} }] },
  'GET /owner/offers': { valid: {}, invalid: [{ query: '?state=active' }] },
  'POST /owner/offers': { valid: { json: offerDefinition }, invalid: [{ json: { ...offerDefinition, discount: { kind: 'percent', percent: 150 } } }] },
  'GET /owner/offer-mails': { valid: {}, invalid: [{ query: '?state=sending' }] },
  'POST /owner/offer-mails/preview': {
    valid: { json: { subject: 'Weekend specials', body: 'Our jollof is back this weekend.', offerId: null } },
    invalid: [{ json: { subject: 'Weekend specials', body: '<h1>raw</h1>', offerId: null, html: '<h1>raw</h1>' } }],
  },
  'POST /owner/offer-mails': {
    valid: { json: { mailId: '01JWNERTESTMA1XXXXXXXXXXXX', subject: 'Weekend specials', body: 'Our jollof is back this weekend.', offerId: null } },
    invalid: [{ json: { mailId: 'again', subject: 'Weekend specials', body: 'Our jollof is back this weekend.', offerId: null } }],
  },
  'GET /owner/loyalty': { valid: {}, invalid: [{ query: '?all=1' }] },
  'PUT /owner/loyalty': {
    valid: { json: { pointsPerDollar: 10, expiryMonths: 12, rewards: [], version: 0 } },
    invalid: [{ json: { pointsPerDollar: 0, expiryMonths: 12, rewards: [], version: 0 } }, { json: {} }],
  },
  'POST /owner/points': {
    valid: { json: { customerId: 'someone', points: 50, reason: 'Sorry for the wait' } },
    invalid: [{ json: { customerId: 'someone', points: 0, reason: 'Nothing' } }, { json: {} }],
  },
  'PUT /owner/offers/{offerId}': {
    valid: { json: { ...offerDefinition, version: 1 } },
    invalid: [{ json: { ...offerDefinition, version: 0 } }, { json: offerDefinition }],
  },
  'GET /owner/menu': { valid: {}, invalid: [{ query: '?hidden=true' }] },
  'POST /owner/menu/dishes': {
    valid: { json: editableDish() },
    invalid: [{ json: { ...editableDish(), sizes: [{ size: 'small', price: 0, amount: '1 bowl', catering: false }] } }],
  },
  'PUT /owner/menu/dishes/{dishId}': { valid: { json: editableDish() }, invalid: [{ json: { ...editableDish(), name: '' } }] },
  'POST /owner/menu/dishes/{dishId}/sold-out': { valid: { json: { soldOut: 'today' } }, invalid: [{ json: { soldOut: 'forever' } }] },
  'PUT /owner/menu/order': { valid: { json: { dishIds: ['jollof-rice'] } }, invalid: [{ json: { dishIds: [] } }] },
  'POST /owner/menu/dishes/{dishId}/photos/uploads': {
    valid: { json: { contentType: 'image/jpeg', size: 250_000 } },
    invalid: [{ json: { contentType: 'application/pdf', size: 2_000 } }, { json: { contentType: 'image/jpeg', size: 11 * 1024 * 1024 } }],
  },
  'POST /owner/menu/dishes/{dishId}/photos': { valid: { json: { uploadId: '01J8Z6Q1S2T3V4W5X6Y7Z8A9BC' } }, invalid: [{ json: { uploadId: '../uploads/x' } }] },
  'DELETE /owner/menu/dishes/{dishId}/photos': { valid: { query: '?image=art%2Fjollof-rice.webp' }, invalid: [{ query: '' }, { query: '?image=x&all=true' }] },
  'PUT /owner/menu/dishes/{dishId}/photos/position': {
    valid: { json: { image: 'art/jollof-rice.webp', position: 0 } },
    invalid: [{ json: { image: 'art/jollof-rice.webp', position: -1 } }],
  },
  'PUT /owner/menu/dishes/{dishId}/photos/alt': {
    valid: { json: { image: 'art/jollof-rice.webp', alt: 'A bowl of jollof rice' } },
    invalid: [{ json: { image: 'art/jollof-rice.webp', alt: 'two\nlines' } }],
  },
  'POST /owner/orders/{orderId}/status': {
    valid: { json: { customerId: 'someone', action: 'accept', readyInMinutes: 20 } },
    invalid: [{ json: { customerId: 'someone', action: 'cancel' } }, { json: { customerId: 'someone', action: 'bake' } }],
  },
  'POST /owner/orders/{orderId}/ready-time': {
    valid: { json: { customerId: 'someone', readyInMinutes: 30, promised: '2026-12-07T18:00:00.000Z' } },
    invalid: [{ json: { customerId: 'someone', readyInMinutes: 2, promised: 'soon' } }, { json: { readyInMinutes: 30, at: 'now' } }],
  },
  'POST /owner/orders/{orderId}/refunds': {
    valid: { json: { customerId: 'someone', amountCents: 500, reason: 'A dish was missing', refundsSeen: 0 } },
    invalid: [{ json: { customerId: 'someone', amountCents: -5, reason: '', refundsSeen: 0 } }, { json: { amountCents: 99_999_999 } }],
  },
  'POST /owner/orders/{orderId}/balance-link': {
    valid: { json: { customerId: 'someone' } },
    invalid: [{ json: { customerId: 'someone', amountCents: 1 } }, { json: {} }],
  },
};

function settingsUpdateOf({ hours, closures, maxOrdersPerSlot, leadMinutes }: ShopSettings) {
  return { hours, closures, maxOrdersPerSlot, leadMinutes };
}

/** Invalid bodies every owner route with a body must refuse only after the session step. */
const invalidBodies: Request[] = [{ json: { notAField: ['x'] } }, { rawBody: '{"unfinished": ' }];

const ownerRoutes = routes.filter((route) => route.auth === 'owner');
const key = (route: Route) => `${route.method} ${route.path}`;
const pathOf = (route: Route) => route.path.replace(/\{[^}]+\}/g, '01JOWNERTESTPARAMETER');

function requestsOf(route: Route): { label: string; request: Request }[] {
  const entry = requests[key(route)];
  if (!entry) throw new Error(`Add a valid-looking and an invalid request for ${key(route)} to this test's requests.`);
  const bodies = route.method === 'POST' || route.method === 'PUT' ? invalidBodies : [];
  return [
    { label: 'valid-looking', request: entry.valid },
    ...[...entry.invalid, ...bodies].map((request) => ({ label: `invalid ${JSON.stringify(request)}`, request })),
  ];
}

function send(who: Customer, route: Route, request: Request): Promise<ApiAnswer> {
  return who.call(route.method, `${pathOf(route)}${request.query ?? ''}`, {
    ...(request.json !== undefined ? { json: request.json } : {}),
    ...(request.rawBody !== undefined ? { rawBody: request.rawBody, headers: { 'content-type': 'application/json' } } : {}),
  });
}

/**
 * Sends any method with any body (fetch refuses a GET with one), as the customer's browser would:
 * its cookie and address, the shop's own origin.
 */
function sendRaw(who: Customer, route: Route, body: string, contentType: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${apiUrl}${pathOf(route)}`,
      {
        method: route.method,
        headers: {
          'content-type': contentType,
          'content-length': String(Buffer.byteLength(body)),
          'cloudfront-viewer-address': `[${who.clientAddress}]:443`,
          ...(who.cookie ? { cookie: who.cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the assertion shows what came back
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Bodies no owner route takes, sent to every one of them whatever its method (a GET or DELETE with a body too). */
const garbageBodies: { label: string; body: string; contentType: string }[] = [
  { label: 'a JSON body with unknown fields', body: '{"who":"everyone","admin":true}', contentType: 'application/json' },
  { label: 'unfinished JSON', body: '{"unfinished": ', contentType: 'application/json' },
  { label: 'binary garbage', body: '\u0000\u0001\uffff<%>garbage', contentType: 'application/octet-stream' },
  { label: 'a form body', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'a body over 64 KiB', body: JSON.stringify({ text: 'x'.repeat(70 * 1024) }), contentType: 'application/json' },
];

describe('the owner routes', () => {
  it('exist in the route table, each with requests in this test', () => {
    expect(ownerRoutes.map(key)).toContain('GET /owner/me');
    for (const route of ownerRoutes) expect(requests[key(route)], key(route)).toBeDefined();
  });

  it('answer 401 signed out, whatever the input', async () => {
    for (const route of ownerRoutes) {
      for (const { label, request } of requestsOf(route)) {
        const answer = await send(new Customer(), route, request);
        expect(answer.status, `${key(route)} ${label}`).toBe(401);
        expect(errorBodySchema.parse(answer.body).error.code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('answer 403 to a signed-in customer, whatever the input', async () => {
    const { customer } = await signedInCustomer();
    for (const route of ownerRoutes) {
      for (const { label, request } of requestsOf(route)) {
        const answer = await send(customer, route, request);
        expect(answer.status, `${key(route)} ${label}`).toBe(403);
        expect(errorBodySchema.parse(answer.body).error).toMatchObject({ code: 'FORBIDDEN', message: ownerMessage });
      }
    }
    // Still a customer in good standing everywhere else.
    expect((await customer.call('GET', '/auth/isLoggdIn')).status).toBe(200);
  });

  it('answer 401 signed out and 403 to a customer for any body, whatever the method (a GET with a body too)', async () => {
    const { customer } = await signedInCustomer();
    const visitor = new Customer();
    for (const route of ownerRoutes) {
      for (const { label, body, contentType } of garbageBodies) {
        const signedOut = await sendRaw(visitor, route, body, contentType);
        expect(signedOut.status, `${key(route)} signed out, ${label}: ${JSON.stringify(signedOut.body)}`).toBe(401);
        expect(errorBodySchema.parse(signedOut.body).error.code).toBe('UNAUTHORIZED');
        const asCustomer = await sendRaw(customer, route, body, contentType);
        expect(asCustomer.status, `${key(route)} as a customer, ${label}: ${JSON.stringify(asCustomer.body)}`).toBe(403);
        expect(errorBodySchema.parse(asCustomer.body).error).toMatchObject({ code: 'FORBIDDEN', message: ownerMessage });
      }
    }
  });

  it('answer 403 to a customer with two-factor on too: the role decides', async () => {
    const { customer, password } = await signedInCustomer();
    expect((await customer.call('POST', '/users/authenticate', { json: { password } })).status).toBe(200);
    expect((await customer.call('PUT', '/users/two-factor', { json: { enabled: true } })).status).toBe(200);
    expect((await customer.call('GET', '/owner/me')).status).toBe(403);
  });
});

describe('the signed-in customers’ routes', () => {
  it('answer a visitor 401 for any body, whatever the method (a GET with a body too)', async () => {
    const userRoutes = routes.filter((route) => route.auth === 'user');
    expect(userRoutes.length).toBeGreaterThan(5);
    const visitor = new Customer();
    for (const route of userRoutes) {
      for (const { label, body, contentType } of garbageBodies) {
        const answer = await sendRaw(visitor, route, body, contentType);
        expect(answer.status, `${key(route)}, ${label}: ${JSON.stringify(answer.body)}`).toBe(401);
        expect(errorBodySchema.parse(answer.body).error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('an owner', () => {
  it('signs in with the e-mailed code and reaches GET /owner/me; the input is checked after the session', async () => {
    const { owner, userId, email } = await signedInOwner();
    const me = await owner.call('GET', '/owner/me');
    expect(me.status).toBe(200);
    expect(ownerMeSchema.parse(me.body)).toEqual({ id: userId, name: 'Efua Owusu', email, role: 'owner' });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect((await owner.call('GET', '/owner/me?who=everyone')).status).toBe(400);
  });

  it('made an owner, loses the sessions from before (the next one starts with a code)', async () => {
    const { customer, userId } = await signedInCustomer();
    expect((await customer.call('GET', '/owner/me')).status).toBe(403);
    await setRole(userId, 'owner');
    expect((await customer.call('GET', '/owner/me')).status).toBe(401);
    expect((await customer.call('GET', '/auth/isLoggdIn')).status).toBe(401);
  });

  it('demoted, is refused at once with the same session, which stays a customer session', async () => {
    const { owner, userId } = await signedInOwner();
    expect((await owner.call('GET', '/owner/me')).status).toBe(200);
    await setRole(userId, 'customer');
    const refused = await owner.call('GET', '/owner/me');
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).error).toMatchObject({ code: 'FORBIDDEN', message: ownerMessage });
    expect((await owner.call('GET', '/auth/isLoggdIn')).status).toBe(200);
  });

  it('cannot turn two-factor off', async () => {
    const { owner, password } = await signedInOwner();
    expect((await owner.call('POST', '/users/authenticate', { json: { password } })).status).toBe(200);
    const off = await owner.call('PUT', '/users/two-factor', { json: { enabled: false } });
    expect(off.status).toBe(403);
    expect(errorBodySchema.parse(off.body).error.message).toMatch(/owner/);
    const session = await owner.call<{ user: { twoFactorEnabled: boolean } }>('GET', '/auth/isLoggdIn');
    expect(session.body.user.twoFactorEnabled).toBe(true);
    expect((await owner.call('PUT', '/users/two-factor', { json: { enabled: true } })).status).toBe(200);
    expect((await owner.call('GET', '/owner/me')).status).toBe(200);
  });

  it('whose two-factor is off all the same (a hand-edited item) is refused', async () => {
    const { owner, userId } = await signedInOwner();
    await updateUser(userId, { twoFactorEnabled: false });
    expect((await owner.call('GET', '/owner/me')).status).toBe(403);
  });
});
