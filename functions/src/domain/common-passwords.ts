/**
 * Whether a password is one of Mozilla's 50,000 most common passwords (fxa-common-password-list),
 * answered from a Golomb–Rice coded set of their hashes (./rice-coded-set.ts) instead of the list
 * itself: far smaller in the bundle, and nothing is decoded until the first check. Every password on
 * the list is found; one that is not is taken for a common one with probability 2^-riceBits, the
 * set's false-positive rate (docs/business-rules.md#passwords gives the figures).
 *
 * The set, ./common-password-filter.ts, is generated from the list by `npm run build:password-filter`
 * (functions/scripts/build-password-filter.ts).
 */
import { commonPasswordFilter } from './common-password-filter.ts';
import { fingerprintOf, fingerprintRange, hasFingerprint, riceDecode } from './rice-coded-set.ts';

let fingerprints: Float64Array | undefined;

/** Whether this exact string is on the list (or, at the set's false-positive rate, taken for one that is). */
export function isCommonPassword(password: string): boolean {
  const { passwords, fingerprints: count, riceBits, gaps } = commonPasswordFilter;
  fingerprints ??= riceDecode(Buffer.from(gaps, 'base64'), count, riceBits);
  return hasFingerprint(fingerprints, fingerprintOf(password, fingerprintRange(passwords, riceBits)));
}
