/**
 * Whether this stage takes cards, and Stripe's two secrets (docs/business-rules.md#card-payments): the secret key and
 * the webhook endpoint's signing secret, given directly on the local host and in tests (STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET, test-mode keys only) and, in AWS, read from the SSM SecureStrings their *_PARAMETER
 * variables name (./secure-parameter.ts). A stage with neither offers pay in person only and says nothing of cards.
 * STRIPE_API_URL points the client at the local Stripe-compatible service; a deployed stage refuses it.
 */
import { isDeployedStage } from '../../platform/config/env.ts';
import { cachedSecret, readSecureParameter } from '../../platform/config/secure-parameter.ts';

export type CardPaymentConfig = {
  STAGE: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_SECRET_KEY_PARAMETER?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_WEBHOOK_SECRET_PARAMETER?: string | undefined;
  STRIPE_API_URL?: string | undefined;
};

export type CardPaymentSettings = {
  secretKey: () => Promise<string>;
  webhookSecret: () => Promise<string>;
  /** The local service's origin (off AWS only); none: Stripe's API. */
  apiUrl?: string | undefined;
};

/** The settings, or undefined when this stage takes no cards. Throws on a configuration that must never run. */
export function cardPaymentSettings(
  config: CardPaymentConfig,
  { readParameter = readSecureParameter }: { readParameter?: (name: string) => Promise<string> } = {},
): CardPaymentSettings | undefined {
  const deployed = isDeployedStage(config.STAGE);
  const keyGiven = config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_SECRET_KEY_PARAMETER !== undefined;
  const webhookGiven = config.STRIPE_WEBHOOK_SECRET !== undefined || config.STRIPE_WEBHOOK_SECRET_PARAMETER !== undefined;
  if (!keyGiven && !webhookGiven) return undefined;
  if (!keyGiven || !webhookGiven) throw new Error('Card payments need both the Stripe secret key and the webhook secret (or neither).');
  if (deployed && (config.STRIPE_SECRET_KEY !== undefined || config.STRIPE_WEBHOOK_SECRET !== undefined)) {
    throw new Error(`Stripe's secrets come from SSM parameters on the deployed stage "${config.STAGE}", never from the environment.`);
  }
  if (deployed && config.STRIPE_API_URL) throw new Error(`STRIPE_API_URL (the local Stripe) is refused on the deployed stage "${config.STAGE}".`);
  if (config.STRIPE_SECRET_KEY !== undefined && !/^sk_test_\S+$/.test(config.STRIPE_SECRET_KEY)) {
    throw new Error('Off AWS only a test-mode Stripe key (sk_test_…) is taken.');
  }
  const secret = (value: string | undefined, parameter: string | undefined) =>
    value !== undefined ? async () => value : cachedSecret(() => readParameter(parameter!));
  return {
    secretKey: secret(config.STRIPE_SECRET_KEY, config.STRIPE_SECRET_KEY_PARAMETER),
    webhookSecret: secret(config.STRIPE_WEBHOOK_SECRET, config.STRIPE_WEBHOOK_SECRET_PARAMETER),
    apiUrl: config.STRIPE_API_URL,
  };
}
