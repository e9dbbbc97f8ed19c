/**
 * A customer's catering quotes in their account (docs/business-rules.md#catering-quotes): the quotes the kitchen sent
 * to the account's e-mail, as the e-mailed link shows them, once the account's holder proved the address (until then,
 * none: anyone can register with any address). A draft, or a quote cancelled before it was sent, is the kitchen's
 * alone. Accepting and paying stay with the e-mailed link.
 */
import type { CustomerQuote, CustomerQuoteList } from '../contract/catering-quote.ts';
import { getQuote, listQuotesFor, type StoredQuote } from '../store/catering-quote.ts';
import { normaliseEmail, type UserRecord } from '../../accounts/index.ts';
import { effectiveState } from '../rules/catering-quote.ts';
import { notFound } from '../../platform/errors.ts';
import { customerQuoteOf } from './quote-links.ts';

/** The account's list shows the newest this many. */
const listLimit = 50;

type Reader = Pick<UserRecord, 'id' | 'email' | 'emailVerified'>;

export const customerQuoteNotFound = () => notFound('That quote was not found.');

/** Whether `reader` may see `quote`: sent to their proven address, and sent at all (not a draft). */
function isTheirs(quote: StoredQuote, reader: Reader, now: Date): boolean {
  return (
    reader.emailVerified &&
    normaliseEmail(quote.customer.email) === normaliseEmail(reader.email) &&
    quote.sentAt !== null &&
    effectiveState(quote, now) !== 'draft'
  );
}

/**
 * The quote as the account shows it. Its catering order is named only when it is the account's: a quote paid as a
 * guest (before the account was made, or its e-mail proved) has its order under the quote's guest id, which the
 * account's orders do not read, so it would be a link to 'not found'. Its link's page still shows it.
 */
function accountQuoteOf(quote: StoredQuote, reader: Reader, now: Date): CustomerQuote {
  const answer = customerQuoteOf(quote, now);
  return quote.orderUserId !== null && quote.orderUserId !== reader.id ? { ...answer, orderId: null } : answer;
}

/** GET /quotes: the customer's quotes, the newest first (none while the account's e-mail is not verified). */
export async function customerQuotes(reader: Reader, now = new Date()): Promise<CustomerQuoteList> {
  if (!reader.emailVerified) return { quotes: [] };
  const quotes = await listQuotesFor(reader.email, listLimit);
  return { quotes: quotes.filter((quote) => isTheirs(quote, reader, now)).map((quote) => accountQuoteOf(quote, reader, now)) };
}

/** GET /quotes/{quoteId}: one of the customer's quotes; anyone else's, a draft or none is a 404. */
export async function customerQuote(reader: Reader, quoteId: string, now = new Date()): Promise<CustomerQuote> {
  const quote = await getQuote(quoteId);
  if (!quote || !isTheirs(quote, reader, now)) throw customerQuoteNotFound();
  return accountQuoteOf(quote, reader, now);
}
