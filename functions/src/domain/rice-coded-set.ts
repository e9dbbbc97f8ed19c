/**
 * A set of strings kept as the sorted fingerprints of their hashes, Golomb–Rice coded (the gaps
 * between neighbours): about riceBits + 2 bits per string, and a string not in the set is taken for one
 * that is with probability 2^-riceBits. Used for the common-password list (./common-passwords.ts).
 */
import { createHash } from 'node:crypto';

/** The string's slot in [0, range): 48 bits of its SHA-256 (exact in a double), reduced. */
export function fingerprintOf(text: string, range: number): number {
  return createHash('sha256').update(text, 'utf8').digest().readUIntBE(0, 6) % range;
}

/** Slots for `count` strings such that another string lands on a taken slot with probability about 2^-riceBits. */
export function fingerprintRange(count: number, riceBits: number): number {
  return count * 2 ** riceBits;
}

/**
 * The gaps between sorted, distinct fingerprints (the first from 0), each as its quotient by
 * 2^riceBits in unary (that many 1 bits, then a 0) and its remainder in riceBits bits, most
 * significant bit first.
 */
export function riceEncode(sortedFingerprints: readonly number[], riceBits: number): Uint8Array {
  const bits: number[] = [];
  const divisor = 2 ** riceBits;
  let previous = 0;
  sortedFingerprints.forEach((fingerprint, index) => {
    const gap = fingerprint - previous;
    if (gap < 0 || (gap === 0 && index > 0)) throw new Error('Fingerprints must be sorted and distinct');
    previous = fingerprint;
    for (let quotient = Math.floor(gap / divisor); quotient > 0; quotient--) bits.push(1);
    bits.push(0);
    const remainder = gap % divisor;
    for (let bit = riceBits - 1; bit >= 0; bit--) bits.push(Math.floor(remainder / 2 ** bit) % 2);
  });
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, index) => {
    if (bit) bytes[index >> 3]! |= 0x80 >> (index & 7);
  });
  return bytes;
}

/** The fingerprints back from `riceEncode`'s bytes, in ascending order. */
export function riceDecode(bytes: Uint8Array, count: number, riceBits: number): Float64Array {
  const fingerprints = new Float64Array(count);
  const divisor = 2 ** riceBits;
  let position = 0;
  const nextBit = () => {
    const bit = (bytes[position >> 3]! >> (7 - (position & 7))) & 1;
    position++;
    return bit;
  };
  let previous = 0;
  for (let index = 0; index < count; index++) {
    let quotient = 0;
    while (nextBit()) quotient++;
    let remainder = 0;
    for (let bit = 0; bit < riceBits; bit++) remainder = remainder * 2 + nextBit();
    previous += quotient * divisor + remainder;
    fingerprints[index] = previous;
  }
  return fingerprints;
}

/** Whether `target` is one of the sorted fingerprints (a binary search). */
export function hasFingerprint(sortedFingerprints: Float64Array, target: number): boolean {
  let low = 0;
  let high = sortedFingerprints.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sortedFingerprints[middle]!;
    if (value === target) return true;
    if (value < target) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
