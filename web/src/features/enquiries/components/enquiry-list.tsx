/**
 * The inbox's list, newest first: for each enquiry its kind, who sent it, when (relative, and the
 * date), a one-line preview and its status. Each is a link to `?id=`; the open one is aria-current.
 */
import type { InboxEnquiry } from '@functions/enquiries/contract/enquiry-inbox';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatOrderDate } from '@functions/platform/contract/business-clock.ts';
import { kindLabel, previewOf, senderOf, timeAgo } from '../enquiry-words.ts';
import { StatusPill } from './status-pill.tsx';
import styles from './enquiry-list.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

type EnquiryListProps = {
  enquiries: InboxEnquiry[];
  label: string;
  selectedId: string | null;
  now: number;
  /** The link of one enquiry (the address keeps the filter). */
  linkTo: (enquiry: InboxEnquiry) => string;
  onOpen: (enquiry: InboxEnquiry) => void;
};

export function EnquiryList({ enquiries, label, selectedId, now, linkTo, onOpen }: EnquiryListProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {enquiries.map((enquiry) => {
        const selected = enquiry.id === selectedId;
        return (
          <li key={`${enquiry.kind}-${enquiry.id}`}>
            <Link
              to={linkTo(enquiry)}
              className={styles.item}
              aria-current={selected ? 'true' : undefined}
              data-status={enquiry.status}
              data-enquiry-id={enquiry.id}
              onClick={() => onOpen(enquiry)}
            >
              <span className={styles.top}>
                <span className={styles.kind}>{kindLabel[enquiry.kind]}</span>
                <StatusPill status={enquiry.status} />
              </span>
              <span className={styles.who}>{senderOf(enquiry)}</span>
              <span className={styles.preview}>{previewOf(enquiry)}</span>
              <span className={styles.when}>
                <time dateTime={enquiry.createdAt}>
                  {timeAgo(enquiry.createdAt, now)} · {formatOrderDate(enquiry.createdAt)}
                </time>
                {enquiry.notes.length > 0 ? <span className={styles.notes}>{countLabel(enquiry.notes.length, 'note')}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Placeholders the size of the list's rows, hidden from assistive technology. */
export function EnquiryListSkeleton() {
  return (
    <ol className={styles.list} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((n) => (
        <li key={n} className={styles.skeletonItem}>
          <Skeleton style={{ width: '40%', height: '0.9rem' }} />
          <Skeleton style={{ width: '65%', height: '1.1rem' }} />
          <Skeleton style={{ width: '90%' }} />
          <Skeleton style={{ width: '35%', height: '0.8rem' }} />
        </li>
      ))}
    </ol>
  );
}
