import type { InboxStatus } from '@functions/enquiries/contract/enquiry-inbox';
import { statusLabel } from '../enquiry-words.ts';
import styles from './status-pill.module.scss';

/** An enquiry's status as a small coloured label (the word carries it; the colour only helps). */
export function StatusPill({ status }: { status: InboxStatus }) {
  return (
    <span className={styles.pill} data-status={status}>
      {statusLabel[status]}
    </span>
  );
}
