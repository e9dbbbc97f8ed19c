/** A quote's state as a coloured pill with its words ('Sent', 'Accepted', …; `quoteStateWords`). */
import type { QuoteState } from '@functions/quotes/contract/catering-quote';
import { quoteStateWords } from '@functions/quotes/contract/catering-quote.ts';
import styles from './quote-state-badge.module.scss';

export function QuoteStateBadge({ state }: { state: QuoteState }) {
  return (
    <span className={styles.badge} data-state={state}>
      <span className="visually-hidden">State: </span>
      {quoteStateWords[state]}
    </span>
  );
}
