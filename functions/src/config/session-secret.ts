/**
 * The session-signing secret: from SESSION_SECRET on the local host and in tests, from an SSM
 * SecureString (SESSION_SECRET_PARAMETER) in AWS, read through the Parameters and Secrets Lambda
 * extension's local endpoint (no SSM client in the bundle). Read once per container; never in the code.
 */
import { env } from './env.ts';

let secret: Promise<Uint8Array> | undefined;

const extensionPort = () => process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';

async function load(): Promise<Uint8Array> {
  const { SESSION_SECRET, SESSION_SECRET_PARAMETER } = env();
  if (SESSION_SECRET) return new TextEncoder().encode(SESSION_SECRET);
  if (!SESSION_SECRET_PARAMETER) throw new Error('Neither SESSION_SECRET nor SESSION_SECRET_PARAMETER is set');
  const url = `http://localhost:${extensionPort()}/systemsmanager/parameters/get?name=${encodeURIComponent(SESSION_SECRET_PARAMETER)}&withDecryption=true`;
  const response = await fetch(url, { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } });
  if (!response.ok) throw new Error(`Reading the session secret parameter failed: HTTP ${response.status}`);
  const { Parameter } = (await response.json()) as { Parameter?: { Value?: string } };
  if (!Parameter?.Value || Parameter.Value.length < 32) throw new Error('The session secret parameter is missing or shorter than 32 characters');
  return new TextEncoder().encode(Parameter.Value);
}

export function sessionSecret(): Promise<Uint8Array> {
  secret ??= load().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}
