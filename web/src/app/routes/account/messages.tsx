/**
 * /account/messages (docs/product.md#account-screens): the business's updates about the customer's orders, newest
 * first. Unread ones are marked (badge, bold, 'Unread' for screen readers); Mark as read or opening
 * the order marks one read, and the list follows at once.
 */
import { business } from '@business';
import { ChatIcon } from '../../../components/screen-icons.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useMessages, useMarkMessageRead } from '../../../api/messages.ts';
import { MessageCard } from '../../../features/messages/components/message-card.tsx';
import { orderDetailsPath } from '../../../features/orders/order-paths.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './messages.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

export function MessagesScreen() {
  useDocumentTitle(`Messages | ${business.name}`);
  const { data: messages, isPending, isError, isFetching, refetch } = useMessages();
  const markRead = useMarkMessageRead();

  let body;
  if (isError) {
    body = <ListError what="your messages" retrying={isFetching} onRetry={() => void refetch()} />;
  } else if (isPending) {
    body = (
      <ListLoading what="messages">
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className={styles.skeletonCard}>
              <Skeleton style={{ width: '45%', height: '1.25rem' }} />
              <Skeleton style={{ width: '90%' }} />
              <Skeleton style={{ width: '6rem' }} />
            </li>
          ))}
        </ul>
      </ListLoading>
    );
  } else if (messages.length === 0) {
    body = (
      <ListEmpty icon={<ChatIcon size={32} />} title="No messages yet">
        When you place an order, the kitchen’s updates arrive here: received, accepted, ready, on its way.
      </ListEmpty>
    );
  } else {
    const unread = messages.filter((message) => !message.read).length;
    body = (
      <>
        <p className={styles.summary} role="status">
          {unread === 0 ? 'All caught up: no unread messages.' : countLabel(unread, 'unread message')}
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
