import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../functions/src/domain/errors.ts';
import { http, JsonText, Reply } from '../../../functions/src/middleware/http.ts';
import { apiEvent, lambdaContext } from '../../fixtures/events.ts';

const echo = http({ body: z.strictObject({ name: z.string().max(5) }) }, async ({ body }) => ({ hello: body.name }));

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

  it('maps a typed error to its status and a Reply to its status and cookies', async () => {
    const failing = http({}, async () => {
      throw new AppError('CONFLICT', 'Price changed');
    });
    const conflict = await failing(apiEvent({}), lambdaContext());
    expect(conflict.statusCode).toBe(409);
    expect(JSON.parse(conflict.body!)).toEqual({ error: { code: 'CONFLICT', message: 'Price changed' } });

    const created = http({}, async () => new Reply(201, { id: '1' }, {}, ['a=b; HttpOnly']));
    const result = await created(apiEvent({}), lambdaContext());
    expect(result.statusCode).toBe(201);
    expect(result.cookies).toEqual(['a=b; HttpOnly']);
  });

  it('sends JSON text it is given as it is, not as a JSON string', async () => {
    const kept = http({ cacheControl: 'public, max-age=10' }, async () => new JsonText('[{"id":"akara"}]'));
    const result = await kept(apiEvent({}), lambdaContext());
    expect(result.body).toBe('[{"id":"akara"}]');
    expect(result.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=10' });
  });

  it('answers an unexpected failure with a bare 500 that reveals nothing', async () => {
    const broken = http({}, async () => {
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
});
