/**
 * /account/orders (docs/product.md#account-screens): the customer's orders, newest first, as cards with the status,
 * pickup or delivery time, dishes and total, each opening its details; the menu when there are none.
 */
import { business } from '@business';
import { ReceiptIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useOrders } from '../../../api/orders.ts';
import { OrderCard, OrderCardSkeleton } from '../../../features/orders/components/order-card.tsx';
import { isOpenStatus } from '../../../features/orders/order-status.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './card-list.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

const skeletonCount = 3;

export function OrdersScreen() {
  useDocumentTitle(`Orders | ${business.name}`);
  const { data: orders, isPending, isError, isFetching, refetch } = useOrders();

  let body;
  if (isError) {
    body = <ListError what="your orders" retrying={isFetching} onRetry={() => void refetch()} />;
  } else if (isPending) {
    body = (
      <ListLoading what="orders">
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i}>
              <OrderCardSkeleton />
            </li>
          ))}
        </ul>
      </ListLoading>
    );
  } else if (orders.length === 0) {
    body = (
      <ListEmpty icon={<ReceiptIcon size={32} />} title="No orders yet">
        When you order for pickup or delivery, you can follow it here and order it again in a tap.
      </ListEmpty>
    );
  } else {
    const open = orders.filter((order) => isOpenStatus(order.status)).length;
    body = (
      <>
        <p className={styles.summary} role="status">
          {countLabel(orders.length, 'order')}
          {open > 0 ? `, ${open} in progress` : ''}
        </p>
        <ul className={styles.grid} aria-label="Your orders, newest first">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <AccountPage
      title="Orders"
      width="wide"
      crumbs={[accountCrumb]}
      lead={<p>Your orders, newest first. Open one to follow it, see what you paid, or order it again.</p>}
    >
      {body}
    </AccountPage>
  );
}
