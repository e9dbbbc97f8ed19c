/**
 * A catering order made from a quote, marked where it is shown (the board's card, the kitchen's ticket, the
 * customer's order page): 'Catering · Quote Q-7K3Q9A', its guests and the customer's reference. And, on the board,
 * the owner's booking over the time's capacity. The words are components/quote-order.ts's.
 */
import type { OrderQuote } from '@functions/orders/contract/order';
import { AlertIcon } from './icons.tsx';
import { overCapacityWords, quoteFacts, quoteMarkWords } from './quote-order.ts';
import styles from './quote-mark.module.scss';

export function QuoteMark({ quote, className }: { quote: OrderQuote; className?: string }) {
  return (
    <p className={[styles.mark, className].filter(Boolean).join(' ')} data-testid="quote-mark">
      <span className={styles.tag}>{quoteMarkWords(quote)}</span> <span className={styles.facts}>{quoteFacts(quote).join(' · ')}</span>
    </p>
  );
}

/** Shown only when the owner booked the event although its time was full. */
export function OverCapacityNote({ quote, className }: { quote: OrderQuote; className?: string }) {
  if (!quote.overCapacity) return null;
  return (
    <p className={[styles.overCapacity, className].filter(Boolean).join(' ')} data-testid="over-capacity">
      <AlertIcon size={16} className={styles.icon} />
      {overCapacityWords}
    </p>
  );
}
