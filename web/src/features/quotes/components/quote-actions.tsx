/**
 * Under a quote, wherever the customer reads it (the e-mailed link's page, the account): print it, and call to change
 * it; and the quote's place while it loads. Neither prints.
 */
import { PhoneLink } from '../../../components/contact-links.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import styles from './quote-actions.module.scss';

export function QuoteActions() {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.printButton} onClick={() => window.print()}>
        Print or save as PDF
      </button>
      <p className={styles.callUs}>
        To change anything, call us at <PhoneLink />.
      </p>
    </div>
  );
}

/** The quote's title and body as grey blocks, and the words a screen reader hears, while the quote loads. */
export function QuoteSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading the quote…
      </p>
      <Skeleton className={styles.skeletonTitle} />
      <Skeleton className={styles.skeletonBlock} />
    </>
  );
}
