/**
 * Beside the quote its e-mailed link opens: the way to accept it (pay the deposit, or the whole, on the card page) while
 * it is sent, or the good news once it is accepted. Not printed.
 */
import { dayLabel } from '@functions/platform/contract/business-clock';
import { formatUsd } from '@functions/platform/contract/money';
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { useQuotePayment } from '../../../api/quotes.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from './quote-page.module.scss';

/** What the customer can do with the quote: pay to accept it (sent), or read that it is accepted. */
export function QuotePayPanel({ quote, secret, returned }: { quote: CustomerQuote; secret: string; returned: 'paid' | 'cancelled' | undefined }) {
  const pay = useQuotePayment();
  const { totals } = quote;
  const deposit = totals.balanceCents > 0;
  if (quote.state === 'accepted') {
    return (
      <section className={styles.accepted} aria-labelledby="quote-accepted" role="status">
        <h2 id="quote-accepted">{returned === 'paid' ? 'Thank you: your event is booked' : 'Accepted: your event is booked'}</h2>
        <p>
          We received your {deposit ? 'deposit' : 'payment'} of <strong>{formatUsd(totals.depositCents)}</strong> by card; the receipt is in your e-mail.
        </p>
        {deposit && quote.balancePaidAt ? (
          <p>
            We received the balance of <strong>{formatUsd(totals.balanceCents)}</strong> too: your event is paid in full.
          </p>
        ) : deposit ? (
          <p>
            The balance of <strong>{formatUsd(totals.balanceCents)}</strong> is due by {dayLabel(quote.balanceDueOn)}: we will e-mail you a link to pay it, or
            pay it when we hand over the food.
          </p>
        ) : null}
      </section>
    );
  }
  if (quote.state !== 'sent') return null;
  return (
    <section className={styles.pay} aria-labelledby="quote-pay">
      <h2 id="quote-pay" className={styles.payTitle}>
        {deposit ? 'Accept with the deposit' : 'Accept and pay'}
      </h2>
      {returned === 'cancelled' ? (
        <p className={styles.payNote} role="status">
          The card payment was not completed, so nothing was charged. You can try again whenever you are ready.
        </p>
      ) : null}
      <button
        type="button"
        className={styles.payButton}
        disabled={pay.isPending}
        onClick={() =>
          pay.mutate(
            { quoteId: quote.quoteId, token: secret },
            {
              onSuccess: ({ checkoutUrl }) => {
                window.location.assign(checkoutUrl);
              },
            },
          )
        }
      >
        {pay.isPending ? 'Opening the card page…' : deposit ? `Pay deposit ${formatUsd(totals.depositCents)}` : `Pay ${formatUsd(totals.totalCents)}`}
      </button>
      <p className={styles.payHint}>
        You pay on our card provider’s secure page (Stripe), then come back here.
        {deposit ? ` The balance of ${formatUsd(totals.balanceCents)} is due by ${dayLabel(quote.balanceDueOn)}.` : ''}
      </p>
      {pay.error ? (
        <p className={styles.payError} role="alert">
          {apiErrorText(pay.error)}
        </p>
      ) : null}
    </section>
  );
}
