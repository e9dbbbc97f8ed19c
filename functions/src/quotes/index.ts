/**
 * The quotes area: the catering quote: its rules, store, e-mails and links, and the customer's view of it.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export {
  draftProblems,
  effectiveState,
  eventTimeRefusal,
  isQuoteGuestId,
  quoteGuestIdOf,
  quoteLineOf,
  quoteNumberOf,
  quoteSteps,
} from './rules/catering-quote.ts';
export { balanceLinkMessage, type BalanceLinkNotice, quoteLinkMessage } from './rules/quote-emails.ts';
export {
  getQuote,
  keepQuoteLink,
  listQuotes,
  quoteAcceptedUpdate,
  quoteBalancePaidUpdate,
  type QuoteLinkRequest,
  quoteLinkRequestFromItem,
  quoteLinkRequestType,
  startQuoteCheckout,
  type StoredQuote,
  writeQuote,
} from './store/catering-quote.ts';
export { customerQuoteOf, quoteByLink, quoteIdOf } from './use-cases/quote-links.ts';
