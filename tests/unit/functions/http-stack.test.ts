import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../functions/src/platform/errors.ts';
import { http, JsonText, Reply } from '../../../functions/src/platform/http/http.ts';
import { apiEvent, lambdaContext } from '../../fixtures/events.ts';

const echo = http({ route: 'catalogue/get-dishes', body: z.strictObject({ name: z.string().max(5) }) }, async ({ body }) => ({ hello: body.name }));

describe('the http stack', () => {
  it('parses a JSON body and answers 200 with JSON', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: '{"name":"Ama"}' }), lambdaContext());
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Ama' });
    expect(result.headers?.['cache-control']).toBe('no-store');
  });

  it('reads a base64-encoded body', async () => {
    const event = apiEvent({ method: 'POST', body: Buffer.from('{"name":"Kofi"}').toString('base64') });
    event.isBase64Encoded = true;
    const result = await echo(event, lambdaContext());
    expect(JSON.parse(result.body!)).toEqual({ hello: 'Kofi' });
  });

  it('refuses unknown fields with the field path', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: '{"name":"A","role":"admin"}' }), lambdaContext());
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!).error.details[0]).toMatchObject({ path: 'body', message: expect.stringContaining('role') });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const result = await echo(apiEvent({ method: 'POST', body: 'name=A', contentType: 'text/plain' }), lambdaContext());
    expect(result.statusCode).toBe(415);
    expect(JSON.parse(result.body!).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes a form body only on a `formBody` route (the one-click unsubscribe), checked by the same strict schema', async () => {
    const unsubscribe = http(
      {
        route: 'offers/post-offer-emails-unsubscribe',
        body: z.union([z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }), z.strictObject({ from: z.literal('page') })]),
      },
      async ({ body }) => body,
    );
    const form = (body: string, contentType = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}) =>
      unsubscribe(apiEvent({ method: 'POST', body, contentType, headers }), lambdaContext());
    const oneClick = await form('List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded', { origin: 'https://mail.example' });
    expect(oneClick.statusCode).toBe(200);
    expect(JSON.parse(oneClick.body!)).toEqual({ 'List-Unsubscribe': 'One-Click' });
    const multipart = await form(
      '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(multipart.statusCode).toBe(200);
    expect((await form('{"from":"page"}', 'application/json')).statusCode).toBe(200);
    expect((await form('List-Unsubscribe=One-Click&role=admin')).statusCode).toBe(400);
    expect((await form('List-Unsubscribe=One-Click', 'text/plain')).statusCode).toBe(415);
    // Every other route still takes JSON alone, and refuses another site's write.
    expect((await echo(apiEvent({ method: 'POST', body: 'name=A', contentType: 'application/x-www-form-urlencoded' }), lambdaContext())).statusCode).toBe(415);
    const crossSite = await echo(apiEvent({ method: 'POST', body: '{"name":"A"}', headers: { origin: 'https://mail.example' } }), lambdaContext());
    expect(crossSite.statusCode).toBe(403);
  });

  it('maps a typed error to its status and a Reply to its status and cookies', async () => {
    const failing = http({ route: 'catalogue/get-dishes' }, async () => {
      throw new AppError('CONFLICT', 'Price changed');
    });
    const conflict = await failing(apiEvent({}), lambdaContext());
    expect(conflict.statusCode).toBe(409);
    expect(JSON.parse(conflict.body!)).toEqual({ error: { code: 'CONFLICT', message: 'Price changed' } });

    const created = http({ route: 'catalogue/get-dishes' }, async () => new Reply(201, { id: '1' }, {}, ['a=b; HttpOnly']));
    const result = await created(apiEvent({}), lambdaContext());
    expect(result.statusCode).toBe(201);
    expect(result.cookies).toEqual(['a=b; HttpOnly']);
  });

  it('sends JSON text it is given as it is, not as a JSON string', async () => {
    const kept = http({ route: 'catalogue/get-dishes', cacheControl: 'public, max-age=10' }, async () => new JsonText('[{"id":"akara"}]'));
    const result = await kept(apiEvent({}), lambdaContext());
    expect(result.body).toBe('[{"id":"akara"}]');
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=10' });
  });

  it('answers an unexpected failure with a bare 500 that reveals nothing', async () => {
    const broken = http({ route: 'catalogue/get-dishes' }, async () => {
      throw new Error('connection string postgres://secret');
    });
    const originalError = console.error;
    console.error = () => undefined;
    const result = await broken(apiEvent({}), lambdaContext());
    console.error = originalError;
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret');
    expect(JSON.parse(result.body!).error).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
  });

  it("takes the route's auth from the route table: a signed-in route refuses a visitor before reading the body", async () => {
    let ran = false;
    const forOwners = http({ route: 'catalogue/put-owner-menu-order', body: z.strictObject({ order: z.array(z.string()) }) }, async () => {
      ran = true;
      return {};
    });
    const forCustomers = http({ route: 'accounts/put-name', body: z.strictObject({ name: z.string() }) }, async () => {
      ran = true;
      return {};
    });
    for (const stack of [forOwners, forCustomers]) {
      const result = await stack(apiEvent({ method: 'PUT', body: 'not JSON at all' }), lambdaContext());
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body!).error.code).toBe('UNAUTHORIZED');
    }
    expect(ran).toBe(false);
  });

  it('checks the session before the body guards: a GET with a body or an oversized body is 401 for a visitor of a signed-in route', async () => {
    let ran = false;
    const ownerRead = http({ route: 'accounts/get-owner-me' }, async () => {
      ran = true;
      return {};
    });
    const ownerWrite = http({ route: 'catalogue/put-owner-menu-order', body: z.strictObject({ order: z.array(z.string()) }) }, async () => {
      ran = true;
      return {};
    });
    for (const [stack, event] of [
      [ownerRead, apiEvent({ method: 'GET', body: '{"who":"everyone"}' })],
      [ownerRead, apiEvent({ method: 'GET', body: 'garbage', contentType: 'text/plain' })],
      [ownerWrite, apiEvent({ method: 'PUT', body: JSON.stringify({ order: ['x'.repeat(70 * 1024)] }) })],
    ] as const) {
      const result = await stack(event, lambdaContext());
      expect(result.statusCode, result.body).toBe(401);
      expect(JSON.parse(result.body!).error.code).toBe('UNAUTHORIZED');
    }
    expect(ran).toBe(false);
    // A route open to visitors still refuses a body where it takes none, and an oversized one.
    const open = http({ route: 'catalogue/get-dishes' }, async () => ({}));
    expect((await open(apiEvent({ method: 'GET', body: '{"a":1}' }), lambdaContext())).statusCode).toBe(400);
    expect((await echo(apiEvent({ method: 'POST', body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) }), lambdaContext())).statusCode).toBe(413);
  });

  it('refuses, as it loads, a handler that names no route of the table', () => {
    expect(() => http({ route: 'owner/no-such-handler' as 'accounts/get-owner-me' }, async () => ({}))).toThrow(/No route .* owner\/no-such-handler/);
  });
});
