/** The totals as charged, how the customer pays and whether it is paid. */
import type { Order } from '@contracts/order';
import { usePaymentMethods } from '../../../api/payments.ts';
import { OrderTotals } from './order-lines.tsx';
import { OrderPanel } from './order-panel.tsx';
import styles from './order-details.module.scss';

const paymentStatusText = {
  'pay-on-handover': { pickup: 'To pay when you collect it', delivery: 'To pay when it’s handed over' },
  paid: { pickup: 'Paid', delivery: 'Paid' },
  refunded: { pickup: 'Refunded', delivery: 'Refunded' },
} as const;

export function OrderPayment({ order }: { order: Order }) {
  const methods = usePaymentMethods();
  const method = methods.data?.methods.find((each) => each.id === order.paymentMethod)?.title ?? 'In person';
  return (
    <OrderPanel title="Payment">
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
    </OrderPanel>
  );
}
