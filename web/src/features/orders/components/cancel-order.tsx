/**
 * The customer's own cancel (docs/business-rules.md#the-customers-cancel): while the kitchen has not accepted the
 * order, a button, then a confirmation saying what happens to the card; once accepted, the kitchen's number to call.
 * Nothing for an order that is done, cancelled or still waiting for its card.
 */
import type { Order } from '@functions/orders/contract/order';
import { cancelPaymentWords } from '@functions/orders/contract/customer-cancel.ts';
import { useEffect, useRef, useState } from 'react';
import { useCancelOrder } from '../../../api/orders.ts';
import { PhoneLink } from '../../../components/contact-links.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { OrderPanel } from './order-panel.tsx';
import styles from './order-details.module.scss';

const acceptedStatuses: readonly Order['status'][] = ['accepted', 'ready', 'out-for-delivery'];

export function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (cancel.isSuccess && order.status === 'cancelled') {
    return (
      <OrderPanel title="Order cancelled">
        <FormAlert tone="success" title={`You cancelled order ${order.number}`}>
          <p>
            {order.cardPayment?.state === 'released' ? 'The hold on your card was released: nothing was charged.' : 'There is nothing to pay.'} The kitchen has
            been told.
          </p>
        </FormAlert>
      </OrderPanel>
    );
  }
  if (acceptedStatuses.includes(order.status)) {
    return (
      <OrderPanel title="Need to change or cancel?">
        {cancel.isError ? <FormAlert title="We couldn’t cancel this order">{apiErrorText(cancel.error)}</FormAlert> : null}
        <p className={styles.muted}>
          The kitchen has accepted this order and is planning it, so it can’t be cancelled here. Call us at <PhoneLink className={styles.phoneLink} /> and we’ll
          sort it out.
        </p>
      </OrderPanel>
    );
  }
  if (order.status !== 'placed') return null;
  return (
    <OrderPanel title="Changed your mind?">
      {!confirming ? (
        <>
          <p className={styles.muted}>The kitchen hasn’t accepted this order yet, so you can still cancel it.</p>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
            Cancel order
          </button>
        </>
      ) : (
        <div ref={confirmRef} tabIndex={-1} role="group" aria-labelledby="cancel-order-question" className={styles.confirm}>
          <p id="cancel-order-question" className={styles.strong}>
            Cancel order {order.number}?
          </p>
          <p>{cancelPaymentWords(order.cardPayment)}</p>
          <p className={styles.muted}>The kitchen is told at once. This can’t be undone.</p>
          <div className={styles.confirmButtons}>
            <button
              type="button"
              className={styles.danger}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending || undefined}
              onClick={() => cancel.mutate(order.orderId)}
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel the order'}
            </button>
            <button type="button" className={styles.secondary} disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              Keep my order
            </button>
          </div>
        </div>
      )}
      {cancel.isError ? <FormAlert title="We couldn’t cancel this order">{apiErrorText(cancel.error)}</FormAlert> : null}
    </OrderPanel>
  );
}
