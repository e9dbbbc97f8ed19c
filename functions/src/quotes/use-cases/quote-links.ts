/**
 * A catering quote as its customer's link opens it (docs/business-rules.md#catering-quotes): the link's secret checked
 * against the digests kept on the quote, for its current version, while the quote is open; and the quote as the
 * customer reads it. No account is needed: the secret is the key.
 */
import { timingSafeEqual } from 'node:crypto';
import type { CustomerQuote } from '../contract/catering-quote.ts';
import { customerQuoteSchema, quotePathSchema } from '../contract/catering-quote.ts';
import { getQuote, type StoredQuote } from '../store/catering-quote.ts';
import { effectiveState, linkRefusal, linkRefusalWords, quoteLineOf } from '../rules/catering-quote.ts';
import { AppError, conflict, validationError } from '../../platform/errors.ts';
import { tokenDigest } from '../../platform/rules/one-time-token.ts';

export function customerQuoteOf(quote: StoredQuote, now: Date): CustomerQuote {
  return customerQuoteSchema.parse({ ...quote, state: effectiveState(quote, now), lines: quote.lines.map(quoteLineOf) });
}

const invalidLink = () => new AppError('NOT_FOUND', linkRefusalWords.QUOTE_LINK_INVALID, [{ path: 'body.token', message: 'QUOTE_LINK_INVALID' }]);

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The quote a customer's link opens: the link's secret must be one made for this quote (compared as digests, in
 * constant time), for its current version, while the quote is sent and open; otherwise 404 (not a link of this quote)
 * or 409 naming why (replaced, expired, cancelled).
 */
export async function quoteByLink(quoteId: string, token: string, now = new Date()): Promise<StoredQuote> {
  const quote = await getQuote(quoteId);
  if (!quote) throw invalidLink();
  const digest = tokenDigest(token);
  const link = quote.links.find((each) => sameDigest(each.digest, digest));
  if (!link) throw invalidLink();
  const refusal = linkRefusal(quote, link.version, now);
  if (refusal === 'QUOTE_LINK_INVALID') throw invalidLink();
  if (refusal) throw conflict(linkRefusalWords[refusal], [{ path: 'body.token', message: refusal }]);
  return quote;
}

/** POST /quotes/{quoteId}/open: the quote as its link shows it. */
export async function openQuote(quoteId: string, token: string, now = new Date()): Promise<CustomerQuote> {
  return customerQuoteOf(await quoteByLink(quoteId, token, now), now);
}

/** The path's quote id, or a 400. */
export function quoteIdOf(pathParameters: Record<string, string>): string {
  const parsed = quotePathSchema.safeParse(pathParameters);
  if (parsed.success) return parsed.data.quoteId;
  throw validationError('The quote in the path is not valid.', [{ path: 'path.quoteId', message: 'Must be a quote id' }]);
}
