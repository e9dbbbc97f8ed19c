/**
 * /account/quotes (docs/product.md#account-screens): the catering quotes the kitchen sent to the account's e-mail
 * (once it is verified), newest first, as cards with the state, the event, the guests, the total and what each asks
 * now, each opening the quote; the catering page when there are none. Accepting and paying stay with the e-mailed
 * link (docs/business-rules.md#catering-quotes).
 */
import { business } from '@business';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { useMyQuotes } from '../../../api/quotes.ts';
import { ClocheIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { QuoteCard, QuoteCardSkeleton } from '../../../features/quotes/components/quote-card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './card-list.module.scss';

const skeletonCount = 2;

export function QuotesScreen() {
  useDocumentTitle(`Quotes | ${business.name}`);
  const { data: quotes, isPending, isError, isFetching, refetch } = useMyQuotes();

  let body;
  if (isError) {
    body = <ListError what="your quotes" retrying={isFetching} onRetry={() => void refetch()} />;
  } else if (isPending) {
    body = (
      <ListLoading what="quotes">
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i}>
              <QuoteCardSkeleton />
            </li>
          ))}
        </ul>
      </ListLoading>
    );
  } else if (quotes.length === 0) {
    body = (
      <ListEmpty icon={<ClocheIcon size={32} />} title="No quotes yet" action={{ to: '/catering', label: 'Plan an event with us' }}>
        When we send a catering quote to your account’s e-mail, you can read and print it here.
      </ListEmpty>
    );
  } else {
    const waiting = quotes.filter((quote) => quote.state === 'sent').length;
    body = (
      <>
        <p className={styles.summary} role="status">
          {countLabel(quotes.length, 'quote')}
          {waiting > 0 ? `, ${waiting} waiting for you` : ''}
        </p>
        <ul className={styles.grid} aria-label="Your quotes, newest first">
          {quotes.map((quote) => (
            <li key={quote.quoteId}>
              <QuoteCard quote={quote} orderPath={orderDetailsPath} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <AccountPage
      title="Quotes"
      width="wide"
      crumbs={[accountCrumb]}
      lead={<p>The catering quotes we sent to your account’s e-mail, newest first. Open one to read or print it.</p>}
    >
      {body}
    </AccountPage>
  );
}
