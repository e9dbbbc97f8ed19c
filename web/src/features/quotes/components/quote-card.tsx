/**
 * One quote in the customer's account (/account/quotes): its number and state, the event's time and pickup or
 * delivery, the guests, the total, and what it asks now (quote-next-step.tsx). The whole card opens the quote.
 */
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/icons.tsx';
import { ChevronRightIcon, TruckIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { myQuotePath } from '../quote-paths.ts';
import styles from './quote-card.module.scss';
import { QuoteNextStep } from './quote-next-step.tsx';
import { QuoteStateBadge } from './quote-state-badge.tsx';

export function QuoteCard({ quote, orderPath }: { quote: CustomerQuote; orderPath: (orderId: string) => string }) {
  return (
    <article className={styles.card} data-state={quote.state}>
      <div className={styles.head}>
        <h2 className={styles.number}>
          <Link to={myQuotePath(quote.quoteId)} className={styles.link}>
            Quote {quote.number}
          </Link>
        </h2>
        <QuoteStateBadge state={quote.state} />
      </div>
      <p className={styles.when}>
        {quote.mode === 'delivery' ? <TruckIcon size={18} /> : <BagIcon size={18} />}
        <span>
          <strong>{quote.mode === 'delivery' ? 'Delivery' : 'Pickup'}</strong> · <time dateTime={quote.eventAt}>{slotLabel(quote.eventAt)}</time>
        </span>
      </p>
      <p className={styles.guests}>
        {countLabel(quote.headcount, 'guest')}
        {quote.reference ? ` · ${quote.reference}` : ''}
      </p>
      <div className={styles.next}>
        <QuoteNextStep quote={quote} orderPath={orderPath} />
      </div>
      <div className={styles.foot}>
        <span className={styles.total}>
          <span className="visually-hidden">Total </span>
          {formatUsd(quote.totals.totalCents)}
        </span>
        <span className={styles.more} aria-hidden="true">
          View quote <ChevronRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}

/** The card's shape while the list loads. */
export function QuoteCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.head}>
        <Skeleton style={{ width: '9rem', height: '1.5rem' }} />
        <Skeleton style={{ width: '5rem', height: '1.5rem', borderRadius: '999px' }} />
      </div>
      <Skeleton style={{ width: '14rem' }} />
      <Skeleton style={{ width: '6rem' }} />
      <Skeleton style={{ width: '80%' }} />
      <div className={styles.foot}>
        <Skeleton style={{ width: '5rem', height: '1.4rem' }} />
      </div>
    </div>
  );
}
