/**
 * /account/order-details/{orderId} (spec section 2): one of the customer's orders: where it is
 * (tracker and status history), when and where to collect it or where it goes, the lines and totals
 * as charged, notes, how it is paid, and Buy again, which puts its lines back in the cart at today's
 * prices. Someone else's order, or none, reads as not found inside the account.
 */
import { business } from '@business';
import type { Order } from '@contracts/order';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ArrowLeftIcon, BagIcon, ReceiptIcon, RepeatIcon, TruckIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { ListEmpty, ListError } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage, type Crumb } from '../../../features/account/components/account-page.tsx';
import { useOrder } from '../../../features/orders/api/get-order.ts';
import { useBuyAgain } from '../../../features/orders/api/post-order-buy-again.ts';
import { OrderLines, OrderTotals } from '../../../features/orders/components/order-lines.tsx';
import { OrderProgress } from '../../../features/orders/components/order-progress.tsx';
import { OrderStatusBadge } from '../../../features/orders/components/order-status-badge.tsx';
import { ordersPath } from '../../../features/orders/order-paths.ts';
import { statusLabel } from '../../../features/orders/order-status.ts';
import { modeLabels, whenText } from '../../../features/orders/order-when.ts';
import { usePaymentMethods } from '../../../features/payments/api/get-payments-methods.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatOrderTime } from '../../../lib/order-time.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './order-details.module.scss';

const crumbs: Crumb[] = [accountCrumb, { label: 'Orders', to: ordersPath }];

const paymentStatusText = {
  'pay-on-handover': { pickup: 'To pay when you collect it', delivery: 'To pay when it’s handed over' },
  paid: { pickup: 'Paid', delivery: 'Paid' },
  refunded: { pickup: 'Refunded', delivery: 'Refunded' },
} as const;

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function WhenAndWhere({ order }: { order: Order }) {
  const pickup = order.mode === 'pickup';
  return (
    <Panel title={modeLabels[order.mode]}>
      <dl className={styles.facts}>
        <div>
          <dt>{pickup ? 'Ready for pickup' : 'At your door'}</dt>
          <dd>
            <time dateTime={order.slotId}>{whenText(order)}</time>
          </dd>
        </div>
        <div>
          <dt>{pickup ? 'Pick up at' : 'Deliver to'}</dt>
          <dd>
            {pickup ? (
              <address className={styles.address}>
                <span className={styles.strong}>{business.name}</span>
                <span>{business.address.street}</span>
                <span>
                  {business.address.city}, {business.address.region} {business.address.postalCode}
                </span>
              </address>
            ) : order.address ? (
              <address className={styles.address}>
                <span className={styles.strong}>{order.address.recipientName}</span>
                <span>{order.address.line1}</span>
                {order.address.line2 ? <span>{order.address.line2}</span> : null}
                <span>
                  {order.address.city}, {order.address.state} {order.address.zip}
                </span>
                {order.address.deliveryInstructions ? (
                  <span className={styles.instructions}>“{order.address.deliveryInstructions}”</span>
                ) : null}
              </address>
            ) : (
              'The address you chose'
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

function Payment({ order }: { order: Order }) {
  const methods = usePaymentMethods();
  const method = methods.data?.methods.find((each) => each.id === order.paymentMethod)?.title ?? 'In person';
  return (
    <Panel title="Payment">
      <OrderTotals totals={order.totals} mode={order.mode} />
      <dl className={`${styles.facts} ${styles.paymentFacts}`}>
        <div>
          <dt>Paying by</dt>
          <dd>{method}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentStatusText[order.paymentStatus][order.mode]}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function BuyAgain({ order }: { order: Order }) {
  const buyAgain = useBuyAgain();
  const answer = buyAgain.data;
  return (
    <Panel title="Order it again">
      <p className={styles.muted}>Puts these dishes back in your cart at today’s prices. You can change them there before checkout.</p>
      <button type="button" className={styles.primary} onClick={() => buyAgain.mutate(order.orderId)} disabled={buyAgain.isPending}>
        <RepeatIcon size={20} />
        {buyAgain.isPending ? 'Adding…' : 'Buy again'}
      </button>
      <div aria-live="polite">
        {answer && answer.added > 0 ? (
          <FormAlert tone="success" title={`Added ${answer.added} ${answer.added === 1 ? 'item' : 'items'} to your cart`}>
            {answer.skipped.length > 0 ? <p>Not added, as they are no longer on the menu as ordered: {answer.skipped.join(', ')}.</p> : null}
            <Link to="/order" className={styles.cartLink}>
              Go to your cart
            </Link>
          </FormAlert>
        ) : null}
      </div>
      {answer && answer.added === 0 ? (
        <FormAlert title="Nothing was added to your cart">
          {answer.skipped.length > 0
            ? `No longer on the menu as ordered: ${answer.skipped.join(', ')}.`
            : 'None of these dishes can be ordered right now.'}
        </FormAlert>
      ) : null}
      {buyAgain.isError ? <FormAlert title="We couldn’t add these dishes">{apiErrorText(buyAgain.error)}</FormAlert> : null}
    </Panel>
  );
}

function StatusHistory({ order }: { order: Order }) {
  const history = order.history.toSorted((a, b) => a.at.localeCompare(b.at));
  return (
    <div className={styles.history}>
      <h3 className={styles.subTitle}>Status history</h3>
      <ol className={styles.historyList}>
        {history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className={styles.historyStatus}>{statusLabel(entry.status, order.mode)}</span>
            <time dateTime={entry.at}>{formatOrderTime(entry.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  return (
    <>
      <div className={styles.meta}>
        <OrderStatusBadge status={order.status} mode={order.mode} />
        <span>
          Placed <time dateTime={order.placedAt}>{formatOrderTime(order.placedAt)}</time>
        </span>
        <span className={styles.modeTag}>
          {order.mode === 'delivery' ? <TruckIcon size={18} /> : <BagIcon size={18} />}
          {modeLabels[order.mode]}
        </span>
      </div>

      <Panel title="Where your order is">
        <OrderProgress order={order} />
        <StatusHistory order={order} />
      </Panel>

      <div className={styles.columns}>
        <div className={styles.main}>
          <Panel title="Items">
            <OrderLines lines={order.lines} />
          </Panel>
          {order.notes ? (
            <Panel title="Your notes">
              <p className={styles.notes}>{order.notes}</p>
            </Panel>
          ) : null}
        </div>
        <div className={styles.side}>
          <WhenAndWhere order={order} />
          <Payment order={order} />
          <BuyAgain order={order} />
        </div>
      </div>
    </>
  );
}

function DetailsSkeleton() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading the order…
      </p>
      <div className={styles.columns} aria-hidden="true">
        <div className={styles.main}>
          <div className={styles.panel}>
            <Skeleton style={{ width: '40%', height: '1.5rem' }} />
            <Skeleton style={{ width: '100%', height: '3rem', marginTop: 'var(--space-4)' }} />
          </div>
          <div className={styles.panel}>
            {[0, 1, 2].map((n) => (
              <div key={n} className={styles.skeletonLine}>
                <Skeleton style={{ width: '4rem', height: '4rem' }} />
                <Skeleton style={{ width: '60%' }} />
              </div>
            ))}
          </div>
        </div>
        <div className={styles.side}>
          <div className={styles.panel}>
            <Skeleton style={{ width: '50%', height: '1.5rem' }} />
            <Skeleton style={{ width: '100%', height: '6rem', marginTop: 'var(--space-4)' }} />
          </div>
        </div>
      </div>
    </>
  );
}

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
    body = <DetailsSkeleton />;
  } else {
    body = <OrderView order={order.data} />;
  }

  return (
    <AccountPage title={title} width="wide" crumbs={crumbs}>
      {body}
    </AccountPage>
  );
}
