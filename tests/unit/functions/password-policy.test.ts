import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { readCommonPasswords, readFrontCodedList } from '../../../functions/scripts/build-password-filter.ts';
import { compressedCommonPasswords } from '../../../functions/src/accounts/rules/common-password-filter.ts';
import { isCommonPassword } from '../../../functions/src/accounts/rules/common-passwords.ts';
import { passwordProblem } from '../../../functions/src/accounts/rules/password-policy.ts';

const tooCommon = 'This password is too common; please choose another.';
// Only this test and the list's generator read the package itself.
const commonPasswords = readCommonPasswords();
const listed = new Set(commonPasswords);

/** Passwords nobody would find on a list: 8 to 40 characters of base64url from a hash of a counter. */
const strongPasswords = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    createHash('sha512')
      .update(`spices strong password ${index}`)
      .digest('base64url')
      .slice(0, 8 + (index % 33)),
  );

const passphrases = [
  'correct horse battery staple',
  'Jollof rice on a Sunday in Milwaukee',
  'tr0ub4dor&3-but-longer',
  'Suya & plantains, extra pepper!',
  'the kitchen on the corner serves egusi soup every friday night',
  'my grandmother’s waakye recipe is better than yours, and she knows it',
  'password password password password',
  'iloveyou but not as much as I love puff-puff',
];

describe('the password policy', () => {
  it('refuses every password on the common-password list, typed in any case', () => {
    const accepted = commonPasswords.filter((password) => passwordProblem(password) !== tooCommon);
    const acceptedInCapitals = commonPasswords.filter((password) => passwordProblem(password.toUpperCase()) !== tooCommon);
    expect(commonPasswords.length).toBe(50_000);
    expect(accepted).toEqual([]);
    expect(acceptedInCapitals).toEqual([]);
  });

  it('accepts every one of 10,000 random strong passwords and some long passphrases (the check is exact)', () => {
    const candidates = [...passphrases, ...strongPasswords(10_000)];
    expect(candidates.filter((password) => listed.has(password.toLowerCase()))).toEqual([]);
    expect(candidates.filter((password) => passwordProblem(password) !== undefined)).toEqual([]);
  });

  it('keeps its other messages', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters');
    expect(passwordProblem('ama.mensah@example.com', { email: 'Ama.Mensah@example.com' })).toBe('Your password must not be your e-mail address.');
    expect(passwordProblem('ama.mensah', { email: 'ama.mensah@example.com' })).toBe('Your password must not be your e-mail address.');
  });
});

describe('the common-password list', () => {
  it('finds each of the 50,000 passwords, and not the strings one character away from them', () => {
    expect(commonPasswords.filter((password) => !isCommonPassword(password))).toEqual([]);
    // A front-coding slip (a shared prefix one too long or too short) would turn up here.
    const neighbours = commonPasswords.flatMap((password) => [password + 'x', password.slice(0, -1), `${password} `, password.toUpperCase()]);
    const unlisted = neighbours.filter((candidate) => !listed.has(candidate));
    expect(unlisted.length).toBeGreaterThan(150_000);
    expect(unlisted.filter((candidate) => isCommonPassword(candidate))).toEqual([]);
  });

  it('finds none of 10,000 random strings and the passphrases', () => {
    const others = [...passphrases, ...strongPasswords(10_000)].flatMap((password) => [password, password.toLowerCase()]);
    expect(others.filter((password) => isCommonPassword(password))).toEqual([]);
  });

  it('decodes nothing when its module loads, and the list once, at the first check', async () => {
    const decompress = vi.fn();
    vi.resetModules();
    vi.doMock('node:zlib', async (importOriginal) => {
      const zlib = await importOriginal<typeof import('node:zlib')>();
      decompress.mockImplementation(zlib.brotliDecompressSync);
      return { ...zlib, brotliDecompressSync: decompress };
    });
    try {
      const fresh = await import('../../../functions/src/accounts/rules/common-passwords.ts');
      expect(decompress).not.toHaveBeenCalled();
      expect(fresh.isCommonPassword(commonPasswords[0]!)).toBe(true);
      expect(fresh.isCommonPassword(commonPasswords.at(-1)!)).toBe(true);
      expect(fresh.isCommonPassword(passphrases[0]!)).toBe(false);
      expect(decompress).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('node:zlib');
      vi.resetModules();
    }
  });

  // The text, not the compressed bytes: another Node's brotli may compress the same list differently.
  it("holds the package's list as it is now (npm run build:password-filter)", () => {
    const committed = brotliDecompressSync(Buffer.from(compressedCommonPasswords.brotli, 'base64')).toString('utf8');
    expect(committed).toBe(readFrontCodedList());
    expect(compressedCommonPasswords.passwords).toBe(readCommonPasswords().length);
  });
});
