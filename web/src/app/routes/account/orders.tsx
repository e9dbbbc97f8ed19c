/**
 * /account/orders (spec section 2): the customer's orders, newest first, as cards with the status,
 * pickup or delivery time, dishes and total, each opening its details; the menu when there are none.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { ReceiptIcon } from '../../../components/icons.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { useOrders } from '../../../features/orders/api/get-orders.ts';
import { OrderCard, OrderCardSkeleton } from '../../../features/orders/components/order-card.tsx';
import { isOpenStatus } from '../../../features/orders/order-status.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './orders.module.scss';

const skeletonCount = 3;

export function OrdersScreen() {
  useDocumentTitle(`Orders | ${business.name}`);
  const { data: orders, isPending, isError, isFetching, refetch } = useOrders();

  let body;
  if (isError) {
    body = (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>Error</p>
        <p>We couldn’t load your orders just now.</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()} disabled={isFetching}>
          {isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    );
  } else if (isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          Loading your orders…
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <li key={i}>
              <OrderCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (orders.length === 0) {
    body = (
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>
          <ReceiptIcon size={32} />
        </span>
        <h2 className={styles.emptyTitle}>No orders yet</h2>
        <p>When you order for pickup or delivery, you can follow it here and order it again in a tap.</p>
        <Link to="/menu" className={styles.menuLink}>
          Browse the menu
        </Link>
      </div>
    );
  } else {
    const open = orders.filter((order) => isOpenStatus(order.status)).length;
    body = (
      <>
        <p className={styles.summary} role="status">
          {orders.length} {orders.length === 1 ? 'order' : 'orders'}
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
