/**
 * Which robot check the contact calls use, from ROBOT_CHECK_PROVIDER: Google reCAPTCHA (the default)
 * with its secret from RECAPTCHA_SECRET or, in AWS, the SSM SecureString named by
 * RECAPTCHA_SECRET_PARAMETER (read through the Parameters and Secrets extension, as the session
 * secret is); or the local test provider, which a deployed stage refuses to run with. Only the
 * settings: the providers themselves are in enquiries/store/robot-check-provider.ts.
 */
import { isDeployedStage } from '../../platform/config/env.ts';
import { cachedSecret, readSecureParameter } from '../../platform/config/secure-parameter.ts';

export type RobotCheckProviderName = 'recaptcha' | 'local';

export type RobotCheckConfig = {
  ROBOT_CHECK_PROVIDER: RobotCheckProviderName;
  STAGE: string;
  RECAPTCHA_SECRET?: string;
  RECAPTCHA_SECRET_PARAMETER?: string;
};

export type RobotCheckSettings = { provider: 'local' } | { provider: 'recaptcha'; secret: () => Promise<string> };

/**
 * Which provider a configuration asks for, with reCAPTCHA's secret as a loader (read at first use,
 * cached per container); throws (loudly, at first use) on a configuration that must not run.
 * enquiries/store/robot-check-provider.ts makes the provider of these settings.
 */
export function robotCheckSettings(
  config: RobotCheckConfig,
  { readParameter = readSecureParameter }: { readParameter?: (name: string) => Promise<string> } = {},
): RobotCheckSettings {
  if (config.ROBOT_CHECK_PROVIDER === 'local') {
    if (isDeployedStage(config.STAGE)) {
      throw new Error(`ROBOT_CHECK_PROVIDER=local is the test provider and is refused on the deployed stage "${config.STAGE}".`);
    }
    return { provider: 'local' };
  }
  const { RECAPTCHA_SECRET: secret, RECAPTCHA_SECRET_PARAMETER: parameter } = config;
  if (secret) return { provider: 'recaptcha', secret: async () => secret };
  if (parameter) return { provider: 'recaptcha', secret: cachedSecret(() => readParameter(parameter)) };
  throw new Error('ROBOT_CHECK_PROVIDER=recaptcha needs RECAPTCHA_SECRET or RECAPTCHA_SECRET_PARAMETER.');
}
