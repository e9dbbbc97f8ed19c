/**
 * /account/messages (spec section 2): the business's updates about the customer's orders, newest
 * first. Unread ones are marked (badge, bold, 'Unread' for screen readers); Mark as read or opening
 * the order marks one read, and the list follows at once.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { ChatIcon } from '../../../components/icons.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useMessages } from '../../../features/messages/api/get-messages.ts';
import { useMarkMessageRead } from '../../../features/messages/api/put-message-read.ts';
import { MessageCard } from '../../../features/messages/components/message-card.tsx';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './messages.module.scss';

export function MessagesScreen() {
  useDocumentTitle(`Messages | ${business.name}`);
  const { data: messages, isPending, isError, isFetching, refetch } = useMessages();
  const markRead = useMarkMessageRead();

  let body;
  if (isError) {
    body = (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>Error</p>
        <p>We couldn’t load your messages just now.</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  } else if (isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          Loading your messages…
        </p>
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className={styles.skeletonCard}>
              <Skeleton style={{ width: '45%', height: '1.25rem' }} />
              <Skeleton style={{ width: '90%' }} />
              <Skeleton style={{ width: '6rem' }} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (messages.length === 0) {
    body = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ChatIcon size={32} />
        </span>
        <h2 className={styles.emptyTitle}>No messages yet</h2>
        <p>When you place an order, the kitchen’s updates arrive here: received, accepted, ready, on its way.</p>
        <Link to="/menu" className={styles.menuLink}>
          Browse the menu
        </Link>
      </div>
    );
  } else {
    const unread = messages.filter((message) => !message.read).length;
    body = (
      <>
        <p className={styles.summary} role="status">
          {unread === 0 ? 'All caught up: no unread messages.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
        </p>
        {markRead.isError ? <FormAlert title="We couldn’t mark that message read">{apiErrorText(markRead.error)}</FormAlert> : null}
        <ul className={styles.list} aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.messageId}>
              <MessageCard
                message={message}
                orderTo={orderDetailsPath(message.orderId)}
                busy={markRead.isPending && markRead.variables === message.messageId}
                onMarkRead={() => markRead.mutate(message.messageId)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <AccountPage
      title="Messages"
      crumbs={[accountCrumb]}
      lead={<p>Updates from the kitchen about your orders, newest first. We send each one by e-mail too.</p>}
    >
      {body}
    </AccountPage>
  );
}
