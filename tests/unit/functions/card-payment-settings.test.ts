/** Whether a stage takes cards, and where Stripe's secrets come from (payments/store/card-payment-settings.ts). */
import { describe, expect, it } from 'vitest';
import { cardPaymentSettings } from '../../../functions/src/payments/store/card-payment-settings.ts';

describe('card payment settings', () => {
  it('takes no cards when neither secret is configured', () => {
    expect(cardPaymentSettings({ STAGE: 'production' })).toBeUndefined();
    expect(cardPaymentSettings({ STAGE: 'local' })).toBeUndefined();
  });

  it('reads both secrets from SSM parameters on a deployed stage, once per container', async () => {
    const reads: string[] = [];
    const settings = cardPaymentSettings(
      { STAGE: 'production', STRIPE_SECRET_KEY_PARAMETER: '/spices/stripe/secret-key', STRIPE_WEBHOOK_SECRET_PARAMETER: '/spices/stripe/webhook-secret' },
      { readParameter: async (name) => (reads.push(name), name.endsWith('secret-key') ? 'sk_live_x' : 'whsec_x') },
    )!;
    expect(await settings.secretKey()).toBe('sk_live_x');
    expect(await settings.secretKey()).toBe('sk_live_x');
    expect(await settings.webhookSecret()).toBe('whsec_x');
    expect(reads).toEqual(['/spices/stripe/secret-key', '/spices/stripe/webhook-secret']);
    expect(settings.apiUrl).toBeUndefined();
  });

  it('takes test-mode secrets and the local service off AWS', async () => {
    const settings = cardPaymentSettings({
      STAGE: 'test',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_API_URL: 'http://127.0.0.1:8807',
    })!;
    expect(await settings.secretKey()).toBe('sk_test_local');
    expect(settings.apiUrl).toBe('http://127.0.0.1:8807');
  });

  it('refuses what must never run: one secret without the other, secrets in a deployed environment, the local service deployed, a live key off AWS', () => {
    expect(() => cardPaymentSettings({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_test_local' })).toThrow(/both/);
    expect(() => cardPaymentSettings({ STAGE: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/SSM/);
    expect(() =>
      cardPaymentSettings({
        STAGE: 'production',
        STRIPE_SECRET_KEY_PARAMETER: '/a',
        STRIPE_WEBHOOK_SECRET_PARAMETER: '/b',
        STRIPE_API_URL: 'http://127.0.0.1:8807',
      }),
    ).toThrow(/refused/);
    expect(() => cardPaymentSettings({ STAGE: 'local', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/test-mode/);
  });
});
