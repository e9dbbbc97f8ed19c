/**
 * Whether a password is one of Mozilla's 50,000 most common passwords (fxa-common-password-list),
 * answered exactly from the list itself, kept brotli-compressed in the bundle: the package's
 * front-coded text (each line one base-36 digit, the number of leading characters shared with the
 * line before, then the rest). Nothing is decoded when the module loads; the first check decompresses
 * and decodes it once into a set of the 50,000 strings (docs/business-rules.md#passwords gives the figures).
 *
 * The compressed list, ./common-password-filter.ts, is generated from the package by
 * `npm run build:password-filter` (functions/scripts/build-password-filter.ts).
 */
import { brotliDecompressSync } from 'node:zlib';
import { compressedCommonPasswords } from './common-password-filter.ts';

let commonPasswords: Set<string> | undefined;

/** The list as a set, from the compressed front-coded text. */
function decodeCommonPasswords(): Set<string> {
  const frontCoded = brotliDecompressSync(Buffer.from(compressedCommonPasswords.brotli, 'base64')).toString('utf8');
  const passwords = new Set<string>();
  let previous = '';
  for (const line of frontCoded.split('\n')) {
    previous = previous.slice(0, Number.parseInt(line.charAt(0), 36)) + line.slice(1);
    passwords.add(previous);
  }
  if (passwords.size !== compressedCommonPasswords.passwords) throw new Error('The common-password list did not decode');
  return passwords;
}

/** Whether this exact string is on the list. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= decodeCommonPasswords();
  return commonPasswords.has(password);
}
