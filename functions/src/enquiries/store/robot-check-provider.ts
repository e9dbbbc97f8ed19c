/**
 * The robot-check providers behind one small interface: Google reCAPTCHA v2 (an HTTP call to its
 * siteverify endpoint) and the local test provider that `npm start` and the tests use.
 */
import * as z from 'zod';
import { env } from '../../platform/config/env.ts';
import { robotCheckSettings, type RobotCheckConfig, type RobotCheckProviderName } from './robot-check-settings.ts';

export type { RobotCheckProviderName };

export type RobotCheckProvider = {
  name: RobotCheckProviderName;
  /** Whether the token proves a person solved the check; throws only when the provider cannot answer. */
  verify(token: string, clientAddress?: string): Promise<boolean>;
};

/** Local test tokens: `local-pass-<anything>` passes, anything else fails (so tests can exercise refusal). */
export const localPassPrefix = 'local-pass-';

export const localRobotCheck: RobotCheckProvider = {
  name: 'local',
  verify: async (token) => token.startsWith(localPassPrefix),
};

export const recaptchaVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's own answer codes that mean our configuration is wrong, not the visitor. */
const configurationErrors = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

const siteVerifyAnswerSchema = z.object({ success: z.boolean().optional(), hostname: z.string().optional(), 'error-codes': z.array(z.string()).optional() });

export function recaptchaRobotCheck(secret: () => Promise<string>, fetchImpl: typeof fetch = fetch): RobotCheckProvider {
  return {
    name: 'recaptcha',
    async verify(token, clientAddress) {
      const form = new URLSearchParams({ secret: await secret(), response: token });
      if (clientAddress) form.set('remoteip', clientAddress);
      const response = await fetchImpl(recaptchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        // Well inside the function's 10 s, so an outage answers 500 rather than timing out.
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered HTTP ${response.status}`);
      const parsed = siteVerifyAnswerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('reCAPTCHA siteverify answered a body of an unexpected shape');
      const answer = parsed.data;
      const misconfigured = answer['error-codes']?.filter((code) => configurationErrors.has(code)) ?? [];
      if (misconfigured.length) throw new Error(`reCAPTCHA refused our request (${misconfigured.join(', ')}): check the secret parameter`);
      return answer.success === true;
    },
  };
}

/** The provider for a configuration; throws (loudly, at first use) on a configuration that must not run. */
export function chooseRobotCheck(
  config: RobotCheckConfig,
  { readParameter, fetchImpl = fetch }: { readParameter?: (name: string) => Promise<string>; fetchImpl?: typeof fetch } = {},
): RobotCheckProvider {
  const settings = robotCheckSettings(config, readParameter ? { readParameter } : {});
  return settings.provider === 'local' ? localRobotCheck : recaptchaRobotCheck(settings.secret, fetchImpl);
}

let provider: RobotCheckProvider | undefined;

/** The configured provider (chosen once per container). */
export function robotCheck(): RobotCheckProvider {
  provider ??= chooseRobotCheck(env());
  return provider;
}
