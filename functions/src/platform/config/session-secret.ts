/**
 * The session-signing secret: from SESSION_SECRET on the local host and in tests, from an SSM
 * SecureString (SESSION_SECRET_PARAMETER) in AWS (./secure-parameter.ts). Read once per container; never in the code.
 */
import { env } from './env.ts';
import { cachedSecret, readSecureParameter } from './secure-parameter.ts';

async function load(): Promise<Uint8Array> {
  const { SESSION_SECRET, SESSION_SECRET_PARAMETER } = env();
  if (SESSION_SECRET) return new TextEncoder().encode(SESSION_SECRET);
  if (!SESSION_SECRET_PARAMETER) throw new Error('Neither SESSION_SECRET nor SESSION_SECRET_PARAMETER is set');
  const value = await readSecureParameter(SESSION_SECRET_PARAMETER);
  if (value.length < 32) throw new Error('The session secret parameter is shorter than 32 characters');
  return new TextEncoder().encode(value);
}

export const sessionSecret: () => Promise<Uint8Array> = cachedSecret(load);
