/**
 * The owner's catering quotes (/kitchen/quotes; docs/business-rules.md#catering-quotes): the newest first, each with
 * its customer, event, total and state, and a new quote (for a phone call; one for an enquiry starts from the inbox).
 * Inside KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import { quoteStateWords } from '@functions/quotes/contract/catering-quote.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { Link } from 'react-router';
import { useOwnerQuotes } from '../../../api/quotes.ts';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../../../features/quotes/components/kitchen-quotes.module.scss';

export function KitchenQuotesScreen() {
  useDocumentTitle(`Quotes | Kitchen | ${business.name}`);
  const quotes = useOwnerQuotes();

  let body;
  if (quotes.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading the quotes" className={styles.list}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (quotes.isError) {
    body = <LoadFailed onRetry={() => void quotes.refetch()}>We couldn’t load the quotes. {apiErrorText(quotes.error)}</LoadFailed>;
  } else if (quotes.data.quotes.length === 0) {
    body = <p className={styles.empty}>No quotes yet. Make one from a catering enquiry (Enquiries → Make a quote), or start a new one for a phone call.</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label="Quotes, newest first">
        {quotes.data.quotes.map((quote) => (
          <li key={quote.quoteId}>
            <Link to={`/kitchen/quotes/${quote.quoteId}`} className={styles.row}>
              <span className={styles.number}>
                {quote.number}
                {quote.version > 1 ? <span className={styles.muted}> v{quote.version}</span> : null}
              </span>
              <span className={styles.customer}>
                {quote.customer.name}
                {quote.customer.company ? <span className={styles.muted}> · {quote.customer.company}</span> : null}
              </span>
              <span className={`${styles.event} ${styles.muted}`}>
                {quote.mode === 'delivery' ? 'Delivery' : 'Pickup'} {slotLabel(quote.eventAt)} · {quote.headcount} guests
              </span>
              <span className={styles.amount}>{formatUsd(quote.totals.totalCents)}</span>
              <span className={styles.state} data-state={quote.state}>
                {quoteStateWords[quote.state]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Kitchen</p>
          <h1 className={styles.title}>Quotes</h1>
          <p className={styles.lead}>Catering quotes: drafted, sent with a link the customer opens, accepted or cancelled.</p>
        </div>
        <Link to="/kitchen/quotes/new" className={styles.newButton}>
          <PlusIcon size={18} /> New quote
        </Link>
      </div>
      {body}
    </div>
  );
}
