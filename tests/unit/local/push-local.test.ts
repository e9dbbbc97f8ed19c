import { SignJWT, importJWK } from 'jose';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPushLocal, type LocalPush, type RunningPushLocal } from '../../../functions/local/push/push-local.ts';
import { maxPushPayloadBytes, sendPush } from '../../../functions/src/platform/push/web-push.ts';
import { newLocalSubscription, pushesTo, unsubscribeLocal, type PushSubscriptionJson } from '../../fixtures/push.ts';

const keysA = webpush.generateVAPIDKeys();
const keysB = webpush.generateVAPIDKeys();
const subject = 'mailto:owner@spices-kitchen.example';
let service: RunningPushLocal;
const handedOff: LocalPush[] = [];

beforeAll(async () => {
  service = await startPushLocal({ port: 0, log: () => {}, onPush: (push) => handedOff.push(push) });
  vi.stubEnv('PUSH_URL', service.url);
  vi.stubEnv('STAGE', 'test');
  vi.stubEnv('LOCAL_PUSH_ORIGIN', service.url);
  vi.stubEnv('VAPID_SUBJECT', subject);
  useVapidKeys(keysA);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await service.stop();
});

function useVapidKeys(keys: { publicKey: string; privateKey: string }) {
  vi.stubEnv('VAPID_PUBLIC_KEY', keys.publicKey);
  vi.stubEnv('VAPID_PRIVATE_KEY', keys.privateKey);
}

/** Sends web-push's own request (encrypted body, VAPID header, TTL…) with fetch; the Authorization replaced when given, left out when null. */
async function postAsWebPush(subscription: PushSubscriptionJson, payload: string, authorization?: string | null) {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: { subject, ...keysA },
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) if (name !== 'Content-Length') headers[name] = String(value);
  if (authorization === null) delete headers.Authorization;
  else if (authorization !== undefined) headers.Authorization = authorization;
  return fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body!) });
}

/** A VAPID header whose JWT says what the test wants, signed with key pair A. */
async function vapidHeader(claims: Record<string, unknown>): Promise<string> {
  const publicKey = Buffer.from(keysA.publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    d: keysA.privateKey,
    x: publicKey.subarray(1, 33).toString('base64url'),
    y: publicKey.subarray(33).toString('base64url'),
  };
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(await importJWK(jwk, 'ES256'));
  return `vapid t=${token}, k=${keysA.publicKey}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('the local push service with the real web-push library', () => {
  it('decrypts the shop’s push to the exact payload, with its TTL, urgency and topic, and hands it off', async () => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    const payload = { title: 'New order #1042', body: 'Chicken tikka × 2 – “extra hot” 🌶', url: '/spices/kitchen/orders/1042' };
    await expect(sendPush(subscription, payload, { ttlSeconds: 120, urgency: 'high', topic: 'order-1042' })).resolves.toBe('sent');
    const [push] = await pushesTo(id);
    expect(push).toMatchObject({ subscriptionId: id, ttl: 120, urgency: 'high', topic: 'order-1042', text: JSON.stringify(payload) });
    expect(handedOff).toContainEqual(push);
    const message = await fetch(new URL(`/messages/${push!.id}`, service.url));
    expect(await message.json()).toEqual(push);
  });

  it('answers 201 with a Location naming the message, and the TTL it keeps', async () => {
    const { subscription } = await newLocalSubscription(keysA.publicKey);
    const response = await postAsWebPush(subscription, 'hello');
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(new RegExp(`^${service.url}/messages/[A-Za-z0-9_-]+$`));
    expect(response.headers.get('ttl')).toBe('60');
  });

  it('refuses a push signed with another key than the subscription’s applicationServerKey (403), and keeps nothing', async () => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    useVapidKeys(keysB);
    try {
      await expect(sendPush(subscription, { title: 'x' }, { ttlSeconds: 60 })).rejects.toThrow(/answered 403: .*applicationServerKey/);
    } finally {
      useVapidKeys(keysA);
    }
    expect(await pushesTo(id)).toEqual([]);
  });

  it('answers 401 (WWW-Authenticate: vapid) to a push without VAPID credentials on a restricted subscription', async () => {
    const { subscription } = await newLocalSubscription(keysA.publicKey);
    const response = await postAsWebPush(subscription, 'hello', null);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('vapid');
  });

  it.each([
    ['expired', () => vapidHeader({ aud: service.url, exp: Math.floor(Date.now() / 1000) - 60, sub: subject }), /exp/],
    ['for another push service', () => vapidHeader({ aud: 'https://fcm.googleapis.com', exp: inAnHour(), sub: subject }), /aud/],
    ['valid for more than 24 hours', () => vapidHeader({ aud: service.url, exp: inAnHour() + 24 * 3600, sub: subject }), /24 hours/],
    ['without a mailto: or https: subject', () => vapidHeader({ aud: service.url, exp: inAnHour(), sub: 'owner' }), /sub/],
    ['without a subject', () => vapidHeader({ aud: service.url, exp: inAnHour() }), /sub/],
    [
      'signed by another key than k',
      () => Promise.resolve(webpush.getVapidHeaders(service.url, subject, keysA.publicKey, keysB.privateKey, 'aes128gcm').Authorization),
      /signature/,
    ],
  ])('refuses a VAPID token %s (403)', async (_what, header, reason) => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    const response = await postAsWebPush(subscription, 'hello', await header());
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(reason);
    expect(await pushesTo(id)).toEqual([]);
  });

  it('answers 410 after the browser unsubscribed, so sendPush says gone; an unknown subscription is gone too (404)', async () => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    await expect(sendPush(subscription, { title: 'before' }, { ttlSeconds: 60 })).resolves.toBe('sent');
    await unsubscribeLocal(id);
    expect((await postAsWebPush(subscription, 'after')).status).toBe(410);
    await expect(sendPush(subscription, { title: 'after' }, { ttlSeconds: 60 })).resolves.toBe('gone');
    const unknown = { ...subscription, endpoint: `${service.url}/push/no-such-subscription` };
    await expect(sendPush(unknown, { title: 'x' }, { ttlSeconds: 60 })).resolves.toBe('gone');
    expect((await pushesTo(id)).map((push) => JSON.parse(push.text!) as unknown)).toEqual([{ title: 'before' }]);
  });

  it('takes a 4096-byte body and refuses a 4097-byte one (413)', async () => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    // aes128gcm adds 103 bytes: 3993 bytes of payload make a 4096-byte body.
    expect((await postAsWebPush(subscription, 'a'.repeat(maxPushPayloadBytes))).status).toBe(201);
    expect((await postAsWebPush(subscription, 'a'.repeat(maxPushPayloadBytes + 1))).status).toBe(413);
    expect((await pushesTo(id)).map((push) => push.text!.length)).toEqual([maxPushPayloadBytes]);
    const tooBig = { text: 'b'.repeat(maxPushPayloadBytes) };
    await expect(sendPush(subscription, tooBig, { ttlSeconds: 60 })).rejects.toThrow(/at most 3993/);
  });

  it('refuses a body that does not decrypt, a missing TTL and another content encoding (400)', async () => {
    const { id, subscription } = await newLocalSubscription(keysA.publicKey);
    const details = webpush.generateRequestDetails(subscription, 'hello', { vapidDetails: { subject, ...keysA }, TTL: 60, contentEncoding: 'aes128gcm' });
    const altered = Buffer.from(details.body!);
    altered[altered.length - 20]! ^= 0x01;
    const headers = { TTL: '60', 'Content-Encoding': 'aes128gcm', Authorization: String(details.headers.Authorization) };
    const tampered = await fetch(details.endpoint, { method: 'POST', headers, body: altered });
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/could not be decrypted/);
    const { TTL: _ttl, ...withoutTtl } = headers;
    expect((await fetch(details.endpoint, { method: 'POST', headers: withoutTtl, body: new Uint8Array(details.body!) })).status).toBe(400);
    expect(
      (await fetch(details.endpoint, { method: 'POST', headers: { ...headers, 'Content-Encoding': 'aesgcm' }, body: new Uint8Array(details.body!) })).status,
    ).toBe(400);
    expect(await pushesTo(id)).toEqual([]);
  });
});

describe('the local push service’s own pages', () => {
  it('lists pushes newest first on its page, every value escaped', async () => {
    const { subscription } = await newLocalSubscription(keysA.publicKey);
    await sendPush(subscription, { title: '<script>alert(1)</script>' }, { ttlSeconds: 60 });
    await sendPush(subscription, { title: 'second & last' }, { ttlSeconds: 60 });
    const html = await (await fetch(service.url)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html.indexOf('second &#38; last')).toBeLessThan(html.indexOf('&#60;script&#62;'));
  });

  it('issues subscriptions to pages on this machine (CORS) and to no other site', async () => {
    const preflight = await fetch(new URL('/subscriptions', service.url), { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(new URL('/subscriptions', service.url), { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const store = (await (await fetch(new URL('/store', service.url))).json()) as { subscriptions: { id: string; gone: boolean }[] };
    expect(store.subscriptions.every((subscription) => typeof subscription.id === 'string' && typeof subscription.gone === 'boolean')).toBe(true);
  });
});
