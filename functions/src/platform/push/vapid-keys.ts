/**
 * The shop's VAPID identity for Web Push (docs/local-push.md#the-shops-side): the public key (not secret: browsers
 * subscribe with it) in VAPID_PUBLIC_KEY, the contact in VAPID_SUBJECT, and the private key given directly on the
 * local host and in tests (VAPID_PRIVATE_KEY) or, in AWS, read from the SSM SecureString VAPID_PRIVATE_KEY_PARAMETER
 * names (../config/secure-parameter.ts), once per container. LOCAL_PUSH_ORIGIN names the local push stand-in; a
 * deployed stage refuses it and a private key in its environment.
 */
import { createECDH } from 'node:crypto';
import { isDeployedStage } from '../config/env.ts';
import { cachedSecret, readSecureParameter } from '../config/secure-parameter.ts';
import { decodeBase64url, isP256PublicKey } from '../contract/push-endpoint.ts';

export type PushConfig = {
  STAGE?: string | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_PRIVATE_KEY_PARAMETER?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  LOCAL_PUSH_ORIGIN?: string | undefined;
};

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Whether this stage sends pushes: a public key, a subject and a way to the private key. */
export function pushConfigured(config: PushConfig = process.env): boolean {
  return Boolean(config.VAPID_PUBLIC_KEY && config.VAPID_SUBJECT && (config.VAPID_PRIVATE_KEY || config.VAPID_PRIVATE_KEY_PARAMETER));
}

/** The public key browsers subscribe with (PushManager's applicationServerKey), or undefined when pushes are off. */
export function vapidPublicKey(config: PushConfig = process.env): string | undefined {
  return pushConfigured(config) ? config.VAPID_PUBLIC_KEY : undefined;
}

/** The local stand-in's origin the sender may post to over http; throws on a deployed stage that names one. */
export function localPushOrigin(config: PushConfig = process.env): string | undefined {
  if (!config.LOCAL_PUSH_ORIGIN) return undefined;
  const stage = config.STAGE ?? 'production';
  if (isDeployedStage(stage)) throw new Error(`LOCAL_PUSH_ORIGIN (the local push service) is refused on the deployed stage "${stage}".`);
  return new URL(config.LOCAL_PUSH_ORIGIN).origin;
}

function checkSubject(subject: string): void {
  // Apple refuses a VAPID JWT whose sub is not a real contact; mailto: or https: is what RFC 8292 asks for.
  const url = URL.canParse(subject) ? new URL(subject) : undefined;
  const contact = url?.protocol === 'mailto:' ? /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(url.pathname) : url?.protocol === 'https:' && url.hostname !== 'localhost';
  if (!contact) throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL of the shop');
}

function checkKeys(keys: VapidKeys): VapidKeys {
  const publicKey = decodeBase64url(keys.publicKey);
  if (!publicKey || !isP256PublicKey(publicKey)) throw new Error('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url');
  const privateKey = decodeBase64url(keys.privateKey);
  if (privateKey?.length !== 32) throw new Error('The VAPID private key must be 32 bytes, base64url');
  // A private key of another pair would sign tokens every push service refuses (403): say so at once instead.
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  if (!ecdh.getPublicKey().equals(publicKey)) throw new Error('The VAPID private key is not the one of VAPID_PUBLIC_KEY');
  checkSubject(keys.subject);
  return keys;
}

const parameterReads = new Map<string, () => Promise<string>>();

/** The private key's SSM parameter, read once per container and name (a failed read is tried again next time). */
function cachedParameter(name: string, readParameter: (name: string) => Promise<string>): Promise<string> {
  let read = parameterReads.get(name);
  if (!read) {
    read = cachedSecret(() => readParameter(name));
    parameterReads.set(name, read);
  }
  return read();
}

/** The VAPID keys and subject; throws when pushes are not configured or the configuration must never run. */
export async function vapidKeys(
  config: PushConfig = process.env,
  { readParameter = readSecureParameter }: { readParameter?: (name: string) => Promise<string> } = {},
): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_SUBJECT: subject, VAPID_PRIVATE_KEY, VAPID_PRIVATE_KEY_PARAMETER } = config;
  if (!publicKey || !subject || (!VAPID_PRIVATE_KEY && !VAPID_PRIVATE_KEY_PARAMETER)) {
    throw new Error('Web Push needs VAPID_PUBLIC_KEY, VAPID_SUBJECT and VAPID_PRIVATE_KEY (or VAPID_PRIVATE_KEY_PARAMETER).');
  }
  const stage = config.STAGE ?? 'production';
  if (VAPID_PRIVATE_KEY && isDeployedStage(stage)) {
    throw new Error(`The VAPID private key comes from an SSM parameter on the deployed stage "${stage}", never from the environment.`);
  }
  const privateKey = VAPID_PRIVATE_KEY || (await cachedParameter(VAPID_PRIVATE_KEY_PARAMETER!, readParameter)).trim();
  return checkKeys({ publicKey, privateKey, subject });
}
