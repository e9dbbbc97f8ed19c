import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { request as httpRequest } from 'node:http';
import { apiUrl, call, type ApiAnswer } from '../fixtures/api.ts';

const long = 'x'.repeat(10_000);

function expectClientError(answer: ApiAnswer, status?: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  if (status) expect(answer.status).toBe(status);
  const parsed = errorBodySchema.safeParse(answer.body);
  expect(parsed.success, `not the one error body: ${JSON.stringify(answer.body)}`).toBe(true);
}

type Case = [name: string, method: string, path: string, options?: Parameters<typeof call>[2]];

const cases: Case[] = [
  ['GET /dishes with an unknown query field', 'GET', '/dishes?foo=1'],
  ['POST /dishes/dish with broken JSON', 'POST', '/dishes/dish', { rawBody: '{"name": "Jollof', headers: { 'content-type': 'application/json' } }],
  ['POST /dishes/dish without a body', 'POST', '/dishes/dish', { headers: { 'content-type': 'application/json' } }],
  ['POST /dishes/dish with a form body', 'POST', '/dishes/dish', { rawBody: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
  ['POST /dishes/dish with a wrong type', 'POST', '/dishes/dish', { json: { name: 42 } }],
  ['POST /dishes/dish with an array body', 'POST', '/dishes/dish', { json: [1, 2] }],
  ['POST /dishes/dish with null', 'POST', '/dishes/dish', { json: null }],
  ['POST /dishes/dish with an unknown field', 'POST', '/dishes/dish', { json: { name: 'Jollof Rice', admin: true } }],
  ['POST /dishes/dish with a 10,000-character name', 'POST', '/dishes/dish', { json: { name: long } }],
  ['POST /dishes/dish with a 10,000-character id', 'POST', '/dishes/dish', { json: { id: long } }],
  ['POST /dishes/dish with neither id nor name', 'POST', '/dishes/dish', { json: {} }],
  [
    'POST /dishes/dish with a __proto__ key',
    'POST',
    '/dishes/dish',
    { rawBody: '{"name":"x","__proto__":{"polluted":true}}', headers: { 'content-type': 'application/json' } },
  ],
  ['GET /search/menu with a 10,000-character query', 'GET', `/search/menu?query=${long}`],
  ['GET /search/menu with an unknown field', 'GET', '/search/menu?query=rice&limit=100'],
  ['GET /prices without dishesIds', 'GET', '/prices'],
  ['GET /prices with an empty list', 'GET', '/prices?dishesIds=,,'],
  ['GET /prices with a malformed id', 'GET', '/prices?dishesIds=%3Cscript%3E'],
  ['GET /prices with 10,000 characters', 'GET', `/prices?dishesIds=${long}`],
  ['GET /prices with too many ids', 'GET', `/prices?dishesIds=${Array.from({ length: 30 }, (_, i) => `d${i}`).join(',')}`],
  ['GET /prices/compatible without dishesIds', 'GET', '/prices/compatible'],
  ['POST /ingredients/optional with a wrong type', 'POST', '/ingredients/optional', { json: { name: ['a'] } }],
  ['POST /ingredients/optional with an empty name', 'POST', '/ingredients/optional', { json: { name: '   ' } }],
  ['POST /ingredients/optional with broken JSON', 'POST', '/ingredients/optional', { rawBody: 'not json', headers: { 'content-type': 'application/json' } }],
  ['POST /ingredients/optional with 10,000 characters', 'POST', '/ingredients/optional', { json: { name: long } }],
  ['GET /faqs/category without a category', 'GET', '/faqs/category'],
  ['GET /faqs/category with an unknown category', 'GET', '/faqs/category?category=secret'],
  ['GET /faqs/category with 10,000 characters', 'GET', `/faqs/category?category=${long}`],
  ['a body over 64 KB', 'POST', '/dishes/dish', { json: { name: 'y'.repeat(70_000) } }],
];

describe('bad input gets a 4xx with the one error body, never a 500', () => {
  it.each(cases)('%s', async (_name, method, path, options) => {
    expectClientError(await call(method, path, options));
  });

  it('refuses a body on a call that takes none (GET /dishes with a body)', async () => {
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = httpRequest(`${apiUrl}/dishes`, { method: 'GET', headers: { 'content-type': 'application/json', 'content-length': '7' } }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      request.on('error', reject);
      request.end('{"a":1}');
    });
    expectClientError({ ...answer, headers: new Headers(), cookies: [] }, 400);
  });

  it('names the field that failed validation', async () => {
    const { body } = await call('POST', '/dishes/dish', { json: { name: 42 } });
    const parsed = errorBodySchema.parse(body);
    expect(parsed.error.code).toBe('VALIDATION');
    expect(parsed.error.details?.map((d) => d.path)).toContain('body.name');
  });

  it('answers broken JSON with code BAD_JSON', async () => {
    const answer = await call('POST', '/dishes/dish', { rawBody: '{', headers: { 'content-type': 'application/json' } });
    expectClientError(answer, 400);
    expect(errorBodySchema.parse(answer.body).error.code).toBe('BAD_JSON');
  });

  it('refuses a cross-site POST', async () => {
    const answer = await call('POST', '/dishes/dish', {
      json: { name: 'Jollof Rice' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expectClientError(answer, 403);
  });

  it('refuses a forged Origin even with a matching forged X-Forwarded-Host: the host is the connection’s, as CloudFront sets it', async () => {
    const answer = await call('POST', '/auth/login', {
      json: { email: 'a@example.com', password: 'whatever it is' },
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expectClientError(answer, 403);
    expect(errorBodySchema.parse(answer.body).error.message).toBe('Cross-site requests are not accepted.');
  });

  it('answers an unknown API path with 404 and a wrong method with 405, in the error shape', async () => {
    expectClientError(await call('GET', '/no-such-route'), 404);
    expectClientError(await call('DELETE', '/dishes'), 405);
  });

  it.each(['not a url', 'http://[::1', '%%%', '', 'null', 'https://'])(
    'refuses a state-changing call with the malformed Origin %j: 403, never a 500',
    async (origin) => {
      for (const [method, path, json] of [
        ['POST', '/dishes/dish', { name: 'Jollof Rice' }],
        ['POST', '/auth/login', { email: 'a@example.com', password: 'whatever it is' }],
        ['PUT', '/cart/changeQuantity', {}],
        ['DELETE', '/favorites?dishId=jollof-rice', undefined],
      ] as const) {
        const answer = await call(method, path, { ...(json ? { json } : {}), headers: { origin } });
        expectClientError(answer, 403);
        expect(errorBodySchema.parse(answer.body).error.code).toBe('FORBIDDEN');
      }
    },
  );

  it('answers a broken percent-escape in a path with 400 in the error shape', async () => {
    for (const path of ['/orders/%E0%A4%A', '/address/%ZZ', '/messages/%/read', '/dishes%']) {
      const answer = await call(path.startsWith('/orders') ? 'GET' : 'PUT', path);
      expectClientError(answer, 400);
    }
  });

  /** Sends the path exactly as written: fetch and URL would resolve the dot segments first. */
  function rawGet(path: string): Promise<ApiAnswer> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${new URL(apiUrl).origin}`, { method: 'GET', path }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: the assertion below says so
          }
          resolve({ status: response.statusCode ?? 0, body, headers: new Headers(), cookies: [] });
        });
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers raw dot segments with the JSON 404, not text and not a file', async () => {
    for (const path of [
      '/api/../etc/passwd',
      '/api/orders/../../etc/passwd',
      '/spices/../../package.json',
      '/api/%2e%2e/dishes',
      '/spices/%2E%2E/%2e%2e/README.md',
      '/../api/dishes',
    ]) {
      expectClientError(await rawGet(path), 404);
    }
    expectClientError(await rawGet('/no-such-place'), 404);
  });
});
