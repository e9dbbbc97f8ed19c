import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { filterModulePath, passwordFilterModule, readCommonPasswords } from '../../../functions/scripts/build-password-filter.ts';
import { passwordProblem } from '../../../functions/src/domain/password-policy.ts';
import { fingerprintOf, fingerprintRange, hasFingerprint, riceDecode, riceEncode } from '../../../functions/src/domain/rice-coded-set.ts';

const tooCommon = 'This password is too common; please choose another.';
// Only this test and the set's generator read the list itself.
const commonPasswords = readCommonPasswords();

/** Passwords nobody would find on a list: 24 characters of base64url from a hash of a counter. */
const strongPasswords = (count: number) =>
  Array.from({ length: count }, (_, index) => createHash('sha256').update(`spices strong password ${index}`).digest('base64url').slice(0, 24));

describe('the password policy', () => {
  it('refuses every password on the common-password list, typed in any case', () => {
    const accepted = commonPasswords.filter((password) => passwordProblem(password) !== tooCommon);
    const acceptedInCapitals = commonPasswords.filter((password) => passwordProblem(password.toUpperCase()) !== tooCommon);
    expect(commonPasswords.length).toBe(50_000);
    expect(accepted).toEqual([]);
    expect(acceptedInCapitals).toEqual([]);
  });

  it('accepts typical strong passwords and passphrases', () => {
    const passphrases = ['correct horse battery staple', 'Jollof rice on a Sunday in Milwaukee', 'tr0ub4dor&3-but-longer', 'Suya & plantains, extra pepper!'];
    for (const password of [...passphrases, ...strongPasswords(2_000)]) expect(passwordProblem(password), password).toBeUndefined();
  });

  it('refuses hardly any password that is not on the list (the set answers "common" about once in a million)', () => {
    const listed = new Set(commonPasswords);
    const others = strongPasswords(100_000).filter((password) => !listed.has(password.toLowerCase()));
    const refused = others.filter((password) => passwordProblem(password) === tooCommon);
    // 2^-20 of 100,000 is 0.1 expected: a broken set refuses far more.
    expect(refused.length).toBeLessThanOrEqual(2);
  });

  it('keeps its other messages', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters');
    expect(passwordProblem('ama.mensah@example.com', { email: 'Ama.Mensah@example.com' })).toBe('Your password must not be your e-mail address.');
    expect(passwordProblem('ama.mensah', { email: 'ama.mensah@example.com' })).toBe('Your password must not be your e-mail address.');
  });

  it('is checked against a set generated from the list as it is now (npm run build:password-filter)', () => {
    expect(readFileSync(filterModulePath, 'utf8')).toBe(passwordFilterModule(commonPasswords));
  });
});

describe('the Rice-coded set', () => {
  it('gives back exactly the fingerprints it was made of, and finds each', () => {
    const range = fingerprintRange(1_000, 8);
    const fingerprints = [...new Set(strongPasswords(1_000).map((password) => fingerprintOf(password, range)))].sort((a, b) => a - b);
    const decoded = riceDecode(riceEncode(fingerprints, 8), fingerprints.length, 8);
    expect([...decoded]).toEqual(fingerprints);
    expect(fingerprints.every((fingerprint) => hasFingerprint(decoded, fingerprint))).toBe(true);
    expect(hasFingerprint(decoded, range)).toBe(false);
  });
});
