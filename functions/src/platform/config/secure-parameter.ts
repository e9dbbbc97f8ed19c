/**
 * Secrets in AWS: SSM SecureString parameters read through the Parameters and Secrets Lambda extension's local
 * endpoint (no SSM client in the bundle), once per container. The session secret, reCAPTCHA's and Stripe's keys all
 * come through here; on the local host and in tests their values are given directly instead.
 */
const extensionPort = () => process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';

/** Reads an SSM SecureString through the extension. */
export async function readSecureParameter(name: string): Promise<string> {
  const url = `http://localhost:${extensionPort()}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}&withDecryption=true`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  if (!response.ok) throw new Error(`Reading the parameter ${name} failed: HTTP ${response.status}`);
  const { Parameter } = (await response.json()) as { Parameter?: { Value?: string } };
  if (!Parameter?.Value) throw new Error(`The parameter ${name} is empty`);
  return Parameter.Value;
}

/** Caches a secret per container; a failed read is retried on the next call. */
export function cachedSecret<T>(load: () => Promise<T>): () => Promise<T> {
  let secret: Promise<T> | undefined;
  return () => {
    secret ??= load().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
}
