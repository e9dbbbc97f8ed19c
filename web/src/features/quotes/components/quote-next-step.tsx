/**
 * What a quote asks of its customer now, as their account shows it: a sent quote is accepted through the e-mailed link
 * (the account only reads it); an accepted one says what was paid, what is left and opens its catering order; an
 * expired one says to call. A cancelled one says nothing more than its state.
 */
import { dayLabel } from '@functions/platform/contract/business-clock.ts';
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/screen-icons.tsx';
import styles from './quote-next-step.module.scss';

export function QuoteNextStep({ quote, orderPath }: { quote: CustomerQuote; orderPath: (orderId: string) => string }) {
  const { totals } = quote;
  if (quote.state === 'sent') {
    return (
      <p className={styles.step}>
        Use the link in our e-mail to accept and pay. <span className={styles.muted}>Open until {dayLabel(quote.validUntil)}.</span>
      </p>
    );
  }
  if (quote.state === 'expired') {
    return <p className={styles.step}>Its last day to accept has passed: call us if you would still like it.</p>;
  }
  if (quote.state !== 'accepted') return null;
  const deposit = totals.balanceCents > 0;
  return (
    <div className={styles.accepted}>
      <p className={styles.step}>
        {deposit ? 'Deposit paid' : 'Paid'} <strong className={styles.amount}>{formatUsd(totals.depositCents)}</strong>
        {deposit ? (
          <span className={styles.muted}>
            {' '}
            · balance {formatUsd(totals.balanceCents)} {quote.balancePaidAt ? 'paid' : `due by ${dayLabel(quote.balanceDueOn)}`}
          </span>
        ) : null}
      </p>
      {quote.orderId ? (
        <Link to={orderPath(quote.orderId)} className={styles.orderLink}>
          See its catering order <ChevronRightIcon size={16} />
        </Link>
      ) : (
        // Paid before this account had the e-mail: its order follows the quote's e-mailed link, not the account.
        <p className={styles.muted}>Its catering order follows the link in our e-mail.</p>
      )}
    </div>
  );
}
