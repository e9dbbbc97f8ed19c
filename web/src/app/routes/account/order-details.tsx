/**
 * /account/order-details/{orderId} (docs/product.md#account-screens): one of the customer's orders: where it is
 * (tracker and status history), when and where to collect it or where it goes, the lines and totals
 * as charged, notes, how it is paid, and Buy again, which puts its lines back in the cart at today's
 * prices. Someone else's order, or none, reads as not found inside the account.
 */
import { business } from '@business';
import { useParams } from 'react-router';
import { ArrowLeftIcon, ReceiptIcon } from '../../../components/icons.tsx';
import { ListEmpty, ListError } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage, type Crumb } from '../../../features/account/components/account-page.tsx';
import { useOrder } from '../../../api/orders.ts';
import { OrderDetails, OrderDetailsSkeleton } from '../../../features/orders/components/order-details.tsx';
import { ordersPath } from '../../../features/orders/order-paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';

const crumbs: Crumb[] = [accountCrumb, { label: 'Orders', to: ordersPath }];

export function OrderDetailsScreen() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  // A malformed id (400) is as unknown to the customer as someone else's order (404).
  const notFound = order.isError && isApiError(order.error) && (order.error.status === 404 || order.error.status === 400);
  const title = order.data ? `Order ${order.data.number}` : notFound ? 'Order not found' : 'Order';
  useDocumentTitle(`${title} | ${business.name}`);

  let body;
  if (notFound) {
    body = (
      <ListEmpty
        icon={<ReceiptIcon size={32} />}
        title="We couldn’t find this order"
        action={{ to: ordersPath, label: 'See your orders', icon: <ArrowLeftIcon size={20} /> }}
      >
        It isn’t in your account. The link may be mistyped, or the order may have been placed from another account.
      </ListEmpty>
    );
  } else if (order.isError) {
    body = <ListError what="this order" retrying={order.isFetching} onRetry={() => void order.refetch()} />;
  } else if (order.isPending) {
    body = <OrderDetailsSkeleton />;
  } else {
    body = <OrderDetails order={order.data} />;
  }

  return (
    <AccountPage title={title} width="wide" crumbs={crumbs}>
      {body}
    </AccountPage>
  );
}
