/**
 * The session-signing secret: from SESSION_SECRET on the local host and in tests, from an SSM
 * SecureString (SESSION_SECRET_PARAMETER) in AWS. Read once per container; never in the code.
 */
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { env } from './env.ts';

let secret: Promise<Uint8Array> | undefined;

async function load(): Promise<Uint8Array> {
  const { SESSION_SECRET, SESSION_SECRET_PARAMETER, AWS_REGION } = env();
  if (SESSION_SECRET) return new TextEncoder().encode(SESSION_SECRET);
  if (!SESSION_SECRET_PARAMETER) throw new Error('Neither SESSION_SECRET nor SESSION_SECRET_PARAMETER is set');
  const ssm = new SSMClient({ region: AWS_REGION });
  const { Parameter } = await ssm.send(new GetParameterCommand({ Name: SESSION_SECRET_PARAMETER, WithDecryption: true }));
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
