/**
 * One message from the business about an order: unread ones carry a badge and a bold title (and say
 * 'Unread' to a screen reader); Mark as read, or opening the order, marks it read.
 */
import type { Message } from '@functions/orders/contract/order';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { ChevronRightIcon } from '../../../components/screen-icons.tsx';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import styles from './message-card.module.scss';

type MessageCardProps = {
  message: Message;
  /** Where the order's details are. */
  orderTo: string;
  busy: boolean;
  onMarkRead: () => void;
};

export function MessageCard({ message, orderTo, busy, onMarkRead }: MessageCardProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const unread = !message.read;
  return (
    <article ref={cardRef} tabIndex={-1} className={styles.card} data-unread={unread || undefined} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {/* Screen readers hear 'Unread: ' as part of the title, in one piece. */}
          {unread ? (
            <span className={styles.badge} aria-hidden="true">
              Unread
            </span>
          ) : null}
          <span className={styles.titleText}>
            {unread ? <span className="visually-hidden">Unread:</span> : null}
            {unread ? ' ' : null}
            {message.title}
          </span>
        </h2>
        <time className={styles.time} dateTime={message.createdAt}>
          {formatOrderTime(message.createdAt)}
        </time>
      </div>
      <p className={styles.body}>{message.body}</p>
      <div className={styles.actions}>
        <Link to={orderTo} className={styles.orderLink} onClick={unread ? onMarkRead : undefined}>
          Order {message.orderNumber}
          <ChevronRightIcon size={16} />
        </Link>
        {unread ? (
          <button
            type="button"
            className={styles.markRead}
            disabled={busy}
            aria-label={`Mark as read: ${message.title}`}
            onClick={() => {
              onMarkRead();
              // The button goes away once read; the keyboard stays on this message.
              cardRef.current?.focus();
            }}
          >
            <CheckIcon size={16} />
            Mark as read
          </button>
        ) : (
          <span className={styles.readNote}>Read</span>
        )}
      </div>
    </article>
  );
}
