/** Password hashing: scrypt with N = 2^17, r = 8, p = 1 (OWASP's scrypt parameters). */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const params = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;

function scrypt(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const maxmem = 256 * 1024 * 1024;

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url, so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N: params.N, r: params.r, p: params.p, maxmem }, params.keyLength);
  return ['scrypt', Math.log2(params.N), params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: 2 ** Number(logN), r: Number(r), p: Number(p), maxmem }, expected.length);
  return timingSafeEqual(key, expected);
}

/** A hash of a password nobody has, so unknown accounts cost the same time as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
}
