/**
 * Beside the kitchen's quote editor: the quote as the server priced it (as the customer reads it), its steps
 * (Send while a draft, Cancel while not yet accepted or cancelled) and its history.
 */
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import type { OwnerQuote } from '@functions/quotes/contract/catering-quote';
import { QuoteDocument } from './quote-document.tsx';
import styles from './kitchen-quotes.module.scss';

export function QuoteSide({ quote, busy, onSend, onCancel }: { quote: OwnerQuote; busy: boolean; onSend: () => void; onCancel: () => void }) {
  return (
    <aside className={styles.side} aria-label="The quote as sent to the customer">
      <QuoteDocument quote={quote} />
      <div className={styles.actions}>
        {quote.state === 'draft' ? (
          <button type="button" className={styles.primary} onClick={onSend} disabled={busy}>
            Send to {quote.customer.email}
          </button>
        ) : null}
        {quote.state === 'draft' || quote.state === 'sent' || quote.state === 'expired' ? (
          <button type="button" className={styles.danger} onClick={onCancel} disabled={busy}>
            Cancel the quote
          </button>
        ) : null}
      </div>
      <section aria-labelledby="quote-history">
        <h2 id="quote-history" className={styles.historyTitle}>
          History
        </h2>
        <ol className={styles.history}>
          {quote.history.map((event) => (
            <li key={`${event.at}-${event.what}`}>
              {slotLabel(event.at)}: {event.what} ({event.by})
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
