/** Above the inbox's list when the last read again failed: since when the list may be behind, and Try again. */
import { formatOrderClock } from '@functions/platform/contract/business-clock.ts';
import styles from './inbox-page.module.scss';

/** `updatedAt`: when the list was last read (ms; 0 when never), `retrying` while it is being read again. */
export function InboxStale({ updatedAt, retrying, onRetry }: { updatedAt: number; retrying: boolean; onRetry: () => void }) {
  return (
    <p className={styles.stale} role="status">
      Couldn’t check for new enquiries{updatedAt ? ` since ${formatOrderClock(new Date(updatedAt).toISOString())}` : ''}.{' '}
      <button type="button" className={styles.inlineButton} onClick={onRetry} disabled={retrying}>
        Try again
      </button>
    </p>
  );
}
