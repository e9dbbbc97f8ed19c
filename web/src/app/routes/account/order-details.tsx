/**
 * /account/order-details/{orderId} (docs/product.md#account-screens): one of the customer's orders: a thank-you
 * when checkout brought the customer here (and, once, whether they want offers by e-mail), where it is (a sentence and a tracker that follow the kitchen every
 * second while the page is shown, and the status history), "Notify me on this device" while it is open, when and where to
 * collect it or where it goes, the lines and totals as charged, notes, how it is paid, and Buy again, which puts its lines
 * back in the cart at today's prices. Someone else's order, or none, reads as not found inside the account.
 */
import { business } from '@business';
import { useLocation, useParams } from 'react-router';
import { ArrowLeftIcon, ReceiptIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage, type Crumb } from '../../../features/account/components/account-page.tsx';
import { useOrder } from '../../../api/orders.ts';
import { OrderNotify } from '../../../features/notifications/components/order-notify.tsx';
import { OfferEmailsAsk } from '../../../features/offer-emails/components/offer-emails-ask.tsx';
import { OrderDetails, OrderDetailsSkeleton } from '../../../features/orders/components/order-details.tsx';
import { OrderThankYou } from '../../../features/orders/components/order-thank-you.tsx';
import { CardPaymentNotice } from '../../../features/orders/components/card-payment-notice.tsx';
import { checkoutPath } from '../../../features/cart/hooks/checkout-state.ts';
import { cameFromCheckout, ordersPath } from '../../../features/orders/order-paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { isOpenStatus } from '../../../lib/order-status-words.ts';
import { useCardReturn } from '../../../lib/use-card-return.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';

const crumbs: Crumb[] = [accountCrumb, { label: 'Orders', to: ordersPath }];

export function OrderDetailsScreen() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  // Back from Stripe's page having paid: the order is finished from Stripe's record first (docs/business-rules.md#card-payments).
  const cardReturn = useCardReturn('paid', () => orderId);
  const order = useOrder(orderId);
  // Straight from checkout (or from paying on Stripe's page), the page opens with its thank-you (docs/product.md#account-screens).
  // The page follows the order, never its address: an order not placed yet (its card unpaid) or not placed at all gets no thanks.
  const thanks =
    (cameFromCheckout(location.state) || cardReturn.reported) &&
    order.data !== undefined &&
    order.data.status !== 'cancelled' &&
    order.data.status !== 'awaiting-payment';
  // A malformed id (400) is as unknown to the customer as someone else's order (404).
  const notFound = order.isError && isApiError(order.error) && (order.error.status === 404 || order.error.status === 400);
  const title = thanks ? 'Thank you for your order' : order.data ? `Order ${order.data.number}` : notFound ? 'Order not found' : 'Order';
  useDocumentTitle(`${thanks ? `Thank you · Order ${order.data?.number}` : title} | ${business.name}`);

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
  } else if (order.isPending || (cardReturn.reporting && !cardReturn.reported)) {
    body = (
      <>
        {cardReturn.reporting ? <p role="status">Confirming your card payment…</p> : null}
        <OrderDetailsSkeleton />
      </>
    );
  } else {
    body = (
      <>
        {thanks ? (
          <>
            <OrderThankYou order={order.data} />
            <OfferEmailsAsk />
          </>
        ) : (
          <CardPaymentNotice order={order.data} checkoutPath={checkoutPath} />
        )}
        <OrderDetails
          order={order.data}
          // While the order is open (placed: not one whose card is unpaid), this device can be told of its next step.
          updates={isOpenStatus(order.data.status) && order.data.status !== 'awaiting-payment' ? <OrderNotify order={order.data} /> : null}
        />
      </>
    );
  }

  return (
    <AccountPage title={title} width="wide" crumbs={crumbs}>
      {body}
    </AccountPage>
  );
}
