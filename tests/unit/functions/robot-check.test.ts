import { describe, expect, it, vi } from 'vitest';
import { robotCheckMessage } from '../../../functions/src/enquiries/contract/contact.ts';
import type { RobotCheckConfig } from '../../../functions/src/enquiries/store/robot-check-settings.ts';
import {
  chooseRobotCheck,
  localRobotCheck,
  recaptchaRobotCheck,
  recaptchaVerifyUrl,
  type RobotCheckProvider,
} from '../../../functions/src/enquiries/store/robot-check-provider.ts';
import { AppError } from '../../../functions/src/platform/errors.ts';
import { assertHuman } from '../../../functions/src/enquiries/use-cases/contact.ts';

const config = (overrides: Partial<RobotCheckConfig>): RobotCheckConfig => ({ ROBOT_CHECK_PROVIDER: 'recaptcha', STAGE: 'production', ...overrides });

/** A stand-in for Google's siteverify endpoint that records what it was sent. */
function fakeGoogle(answer: { status?: number; body?: unknown }) {
  const calls: { url: string; form: URLSearchParams }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), form: new URLSearchParams(String(init?.body)) });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('the local test robot check', () => {
  it('passes local-pass-<anything> and fails every other token', async () => {
    expect(await localRobotCheck.verify('local-pass-1234')).toBe(true);
    expect(await localRobotCheck.verify('local-pass-')).toBe(true);
    expect(await localRobotCheck.verify('local-fail-1234')).toBe(false);
    expect(await localRobotCheck.verify('local-pass')).toBe(false);
    expect(await localRobotCheck.verify('03AFcWeA-a-real-looking-google-token')).toBe(false);
  });
});

describe('choosing the robot check', () => {
  it('uses the local test provider on the local and test stages only', () => {
    expect(chooseRobotCheck(config({ ROBOT_CHECK_PROVIDER: 'local', STAGE: 'local' })).name).toBe('local');
    expect(chooseRobotCheck(config({ ROBOT_CHECK_PROVIDER: 'local', STAGE: 'test' })).name).toBe('local');
  });

  it('refuses to run with the local provider on a deployed stage', () => {
    for (const stage of ['production', 'staging', 'dev']) {
      expect(() => chooseRobotCheck(config({ ROBOT_CHECK_PROVIDER: 'local', STAGE: stage }))).toThrow(/refused on the deployed stage/);
    }
  });

  it('needs a reCAPTCHA secret or the name of its parameter', () => {
    expect(() => chooseRobotCheck(config({}))).toThrow(/RECAPTCHA_SECRET/);
    expect(chooseRobotCheck(config({ RECAPTCHA_SECRET: 's3cret' })).name).toBe('recaptcha');
  });

  it('reads the secret parameter once per container, and again after a failed read', async () => {
    const google = fakeGoogle({ body: { success: true } });
    const readParameter = vi.fn().mockRejectedValueOnce(new Error('extension not ready')).mockResolvedValue('from-ssm');
    const provider = chooseRobotCheck(config({ RECAPTCHA_SECRET_PARAMETER: '/spices/recaptcha-secret' }), { readParameter, fetchImpl: google.fetchImpl });
    await expect(provider.verify('token')).rejects.toThrow(/extension not ready/);
    expect(readParameter).toHaveBeenCalledWith('/spices/recaptcha-secret');
    expect(await provider.verify('token-1')).toBe(true);
    expect(await provider.verify('token-2')).toBe(true);
    expect(readParameter).toHaveBeenCalledTimes(2);
    expect(google.calls.map((call) => call.form.get('secret'))).toEqual(['from-ssm', 'from-ssm']);
  });
});

describe('the reCAPTCHA adapter', () => {
  it("posts the secret, the visitor's token and address to Google's siteverify", async () => {
    const google = fakeGoogle({ body: { success: true, hostname: 'shop.example' } });
    const provider = recaptchaRobotCheck(async () => 'the-secret', google.fetchImpl);
    expect(await provider.verify('visitor-token', '203.0.113.7')).toBe(true);
    expect(google.calls).toHaveLength(1);
    expect(google.calls[0]!.url).toBe(recaptchaVerifyUrl);
    expect(Object.fromEntries(google.calls[0]!.form)).toEqual({ secret: 'the-secret', response: 'visitor-token', remoteip: '203.0.113.7' });
  });

  it('answers false for a token Google does not accept (wrong, expired or used twice)', async () => {
    for (const codes of [['invalid-input-response'], ['timeout-or-duplicate'], ['missing-input-response']]) {
      const provider = recaptchaRobotCheck(async () => 's', fakeGoogle({ body: { success: false, 'error-codes': codes } }).fetchImpl);
      expect(await provider.verify('token')).toBe(false);
    }
  });

  it('throws when Google cannot answer or says our secret is wrong, rather than blaming the visitor', async () => {
    const down = recaptchaRobotCheck(async () => 's', fakeGoogle({ status: 503 }).fetchImpl);
    await expect(down.verify('token')).rejects.toThrow(/HTTP 503/);
    const wrongSecret = recaptchaRobotCheck(async () => 's', fakeGoogle({ body: { success: false, 'error-codes': ['invalid-input-secret'] } }).fetchImpl);
    await expect(wrongSecret.verify('token')).rejects.toThrow(/invalid-input-secret/);
  });
});

describe('the rule: refuse unless verified', () => {
  const provider = (answer: boolean): RobotCheckProvider => ({ name: 'local', verify: vi.fn(async () => answer) });

  it("refuses with 400, the spec's message and the token's field path", async () => {
    const refusal = await assertHuman('token', '198.51.100.1', provider(false)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'VALIDATION', message: robotCheckMessage, details: [{ path: 'body.token', message: robotCheckMessage }] });
  });

  it('lets a verified token through, passing on the client address', async () => {
    const verified = provider(true);
    await expect(assertHuman('token', '198.51.100.1', verified)).resolves.toBeUndefined();
    expect(verified.verify).toHaveBeenCalledWith('token', '198.51.100.1');
  });
});
