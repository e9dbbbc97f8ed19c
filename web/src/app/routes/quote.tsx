/**
 * /quotes/:quoteId#<secret> : where a catering quote's e-mailed link lands (docs/business-rules.md#catering-quotes).
 * No account is needed: the secret after the # (never sent in an address) opens the quote, which shows as a
 * document to read and print, with the button that pays its deposit on the card page. The card page comes back to
 * /quotes/:quoteId?payment=paid|cancelled without the secret, so the tab keeps it (sessionStorage) while it is open.
 * A link that no longer opens it (replaced by a newer version, cancelled, past its last day, or not a link of this
 * quote) says why and what to do.
 */
import { business } from '@business';
import { useLocation, useParams } from 'react-router';
import { QuoteActions, QuoteSkeleton } from '../../features/quotes/components/quote-actions.tsx';
import { QuoteDocument } from '../../features/quotes/components/quote-document.tsx';
import { QuotePayPanel } from '../../features/quotes/components/quote-pay-panel.tsx';
import { BalanceReturn, QuoteStatusCard } from '../../features/quotes/components/quote-status-card.tsx';
import { useQuoteLink } from '../../features/quotes/hooks/use-quote-link.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../features/quotes/components/quote-page.module.scss';

export function QuoteScreen() {
  const { search } = useLocation();
  const balance = new URLSearchParams(search).get('payment');
  if (balance === 'balance-paid' || balance === 'balance-cancelled') return <BalanceReturn outcome={balance} />;
  return <QuoteByLink />;
}

function QuoteByLink() {
  const { quoteId = '' } = useParams();
  const { secret, returned, quote } = useQuoteLink(quoteId);
  useDocumentTitle(quote.data ? `Catering quote ${quote.data.number} | ${business.name}` : `Catering quote | ${business.name}`);

  if (secret === '') return <QuoteStatusCard message="This link is missing its code. Please open the whole link from our e-mail." />;
  if (quote.isError) return <QuoteStatusCard message={apiErrorText(quote.error)} />;
  if (!quote.data || returned.pending) {
    return (
      <div className={styles.page} aria-busy="true">
        <QuoteSkeleton />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {/* Accepted, the good news comes first; otherwise the way to accept follows the quote it accepts. */}
      {quote.data.state === 'accepted' ? <QuotePayPanel quote={quote.data} secret={secret ?? ''} returned={returned.said} /> : null}
      <QuoteDocument quote={quote.data} />
      {quote.data.state === 'accepted' ? null : <QuotePayPanel quote={quote.data} secret={secret ?? ''} returned={returned.said} />}
      <QuoteActions />
    </div>
  );
}
