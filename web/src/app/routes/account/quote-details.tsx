/**
 * /account/quotes/{quoteId} (docs/product.md#account-screens): one of the customer's catering quotes as the document
 * the e-mailed link shows (QuoteDocument), to read and print, with what it asks now: a sent quote is accepted through
 * the link in our e-mail; an accepted one opens its catering order. Someone else's quote, a draft, or none reads as
 * not found inside the account.
 */
import { business } from '@business';
import { useParams } from 'react-router';
import { useMyQuote } from '../../../api/quotes.ts';
import { ArrowLeftIcon, ClocheIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError } from '../../../features/account/components/account-list-states.tsx';
import { AccountCrumbs, AccountPage, type Crumb } from '../../../features/account/components/account-page.tsx';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { QuoteActions, QuoteSkeleton } from '../../../features/quotes/components/quote-actions.tsx';
import { QuoteDocument } from '../../../features/quotes/components/quote-document.tsx';
import { QuoteNextStep } from '../../../features/quotes/components/quote-next-step.tsx';
import { myQuotesPath } from '../../../features/quotes/quote-paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './quote-details.module.scss';

const crumbs: Crumb[] = [accountCrumb, { label: 'Quotes', to: myQuotesPath }];

export function QuoteDetailsScreen() {
  const { quoteId = '' } = useParams();
  const quote = useMyQuote(quoteId);
  const notFound = quote.isError && isApiError(quote.error) && (quote.error.status === 404 || quote.error.status === 400);
  useDocumentTitle(`${quote.data ? `Quote ${quote.data.number}` : notFound ? 'Quote not found' : 'Quote'} | ${business.name}`);

  if (notFound) {
    return (
      <AccountPage title="Quote not found" width="wide" crumbs={crumbs}>
        <ListEmpty
          icon={<ClocheIcon size={32} />}
          title="We couldn’t find this quote"
          action={{ to: myQuotesPath, label: 'See your quotes', icon: <ArrowLeftIcon size={20} /> }}
        >
          It isn’t in your account. The link may be mistyped, or the quote was sent to another e-mail address.
        </ListEmpty>
      </AccountPage>
    );
  }
  if (quote.isError) {
    return (
      <AccountPage title="Quote" width="wide" crumbs={crumbs}>
        <ListError what="this quote" retrying={quote.isFetching} onRetry={() => void quote.refetch()} />
      </AccountPage>
    );
  }
  if (quote.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.crumbs}>
          <AccountCrumbs crumbs={crumbs} current="Quote" />
        </div>
        <QuoteSkeleton />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.crumbs}>
        <AccountCrumbs crumbs={crumbs} current={`Quote ${quote.data.number}`} />
      </div>
      <QuoteDocument quote={quote.data} />
      {quote.data.state === 'cancelled' ? null : (
        <section className={styles.next} data-state={quote.data.state} aria-label="What happens next">
          <QuoteNextStep quote={quote.data} orderPath={orderDetailsPath} />
        </section>
      )}
      <QuoteActions />
    </div>
  );
}
