import webpush from 'web-push';
import { describe, expect, it, vi } from 'vitest';
import { localPushOrigin, pushConfigured, vapidKeys, vapidPublicKey } from '../../../functions/src/platform/push/vapid-keys.ts';

const keys = webpush.generateVAPIDKeys();
const other = webpush.generateVAPIDKeys();
const subject = 'mailto:owner@spices-kitchen.example';

describe('the VAPID keys', () => {
  it('takes the private key from the environment off AWS', async () => {
    const config = { STAGE: 'local', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject };
    expect(pushConfigured(config)).toBe(true);
    expect(vapidPublicKey(config)).toBe(keys.publicKey);
    await expect(vapidKeys(config)).resolves.toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject });
  });

  it('reads the private key from its SSM parameter in AWS, once per container', async () => {
    const readParameter = vi.fn(async (name: string) => (name === '/spices/production/vapid-private-key' ? `${keys.privateKey}\n` : ''));
    const config = {
      STAGE: 'production',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY_PARAMETER: '/spices/production/vapid-private-key',
      VAPID_SUBJECT: subject,
    };
    await expect(vapidKeys(config, { readParameter })).resolves.toMatchObject({ privateKey: keys.privateKey });
    await vapidKeys(config, { readParameter });
    expect(readParameter).toHaveBeenCalledTimes(1);
  });

  it('refuses a private key in the environment of a deployed stage', async () => {
    const config = { STAGE: 'production', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject };
    await expect(vapidKeys(config)).rejects.toThrow(/SSM parameter on the deployed stage/);
  });

  it('refuses keys of two different pairs, a malformed key and a subject that is no contact', async () => {
    const base = { STAGE: 'local', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject };
    await expect(vapidKeys({ ...base, VAPID_PRIVATE_KEY: other.privateKey })).rejects.toThrow(/not the one of VAPID_PUBLIC_KEY/);
    await expect(vapidKeys({ ...base, VAPID_PUBLIC_KEY: keys.publicKey.slice(0, 40) })).rejects.toThrow(/P-256 public key/);
    await expect(vapidKeys({ ...base, VAPID_SUBJECT: 'owner' })).rejects.toThrow(/mailto: address or an https: URL/);
    await expect(vapidKeys({ ...base, VAPID_SUBJECT: 'https://localhost' })).rejects.toThrow(/mailto: address or an https: URL/);
  });

  it('is off, and says so, without a public key, a subject or a way to the private key', async () => {
    expect(pushConfigured({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_SUBJECT: subject })).toBe(false);
    expect(vapidPublicKey({ VAPID_PUBLIC_KEY: keys.publicKey })).toBeUndefined();
    await expect(vapidKeys({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_SUBJECT: subject })).rejects.toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('takes a local push origin off AWS only', () => {
    expect(localPushOrigin({ STAGE: 'test', LOCAL_PUSH_ORIGIN: 'http://127.0.0.1:8808/' })).toBe('http://127.0.0.1:8808');
    expect(localPushOrigin({ STAGE: 'test' })).toBeUndefined();
    expect(() => localPushOrigin({ STAGE: 'production', LOCAL_PUSH_ORIGIN: 'http://127.0.0.1:8808' })).toThrow(/refused on the deployed stage/);
  });
});
