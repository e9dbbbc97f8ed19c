/**
 * Password hashing (scrypt, N = 2^17, r = 8, p = 1: OWASP's scrypt parameters) and the choice rules:
 * at least 8 characters, long ones welcome, no composition rules, the most common ones refused.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import commonPasswords from 'fxa-common-password-list';
import { passwordMaxLength, passwordMinLength } from '../contracts/auth.ts';

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

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | undefined {
  if (password.length < passwordMinLength) return `Password must be at least ${passwordMinLength} characters`;
  if (password.length > passwordMaxLength) return `Password must be at most ${passwordMaxLength} characters`;
  const lowered = password.toLowerCase();
  if (commonPasswords.test(lowered) || commonPasswords.test(password)) {
    return 'This password is too common; please choose another.';
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && lowered === localPart) return 'Your password must not be your e-mail address.';
  if (context.email && lowered === context.email.toLowerCase()) return 'Your password must not be your e-mail address.';
  return undefined;
}
