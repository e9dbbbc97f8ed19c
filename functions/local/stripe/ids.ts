/**
 * Ids in Stripe's formats (`cs_test_…`, `pi_…`, `ch_…`, `re_…`, `evt_…`, `pm_…`, `req_…`): a prefix and
 * random base-62 characters, so code that checks a prefix or stores an id works as with Stripe's own.
 */
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomBase62(length: number): string {
  // 248 is the largest multiple of 62 under 256: bytes above it are skipped so every character is equally likely.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += alphabet[byte % 62];
    }
  }
  return text;
}

type IdKind = 'checkoutSession' | 'paymentIntent' | 'charge' | 'refund' | 'event' | 'paymentMethod' | 'request';

/** Each kind's prefix and length of its random part (Checkout's test-mode ids are the long ones). */
const formats: Record<IdKind, { prefix: string; length: number }> = {
  checkoutSession: { prefix: 'cs_test_a1', length: 48 },
  paymentIntent: { prefix: 'pi_3', length: 23 },
  charge: { prefix: 'ch_3', length: 23 },
  refund: { prefix: 're_3', length: 23 },
  event: { prefix: 'evt_3', length: 23 },
  paymentMethod: { prefix: 'pm_1', length: 23 },
  request: { prefix: 'req_', length: 14 },
};

export function newId(kind: IdKind): string {
  const { prefix, length } = formats[kind];
  return `${prefix}${randomBase62(length)}`;
}
