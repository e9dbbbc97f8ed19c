/** When the order is ready or arrives, and where: the shop for a pickup, the chosen address for a delivery. */
import { business } from '@business';
import type { Order } from '@functions/orders/contract/order';
import { promisedTime } from '@functions/orders/contract/order-promise.ts';
import { hasPromise, modeLabels, promisedText, whenText } from '../order-when.ts';
import { OrderPanel } from './order-panel.tsx';
import styles from './order-details.module.scss';

export function OrderWhenAndWhere({ order }: { order: Order }) {
  const pickup = order.mode === 'pickup';
  return (
    <OrderPanel title={modeLabels[order.mode]}>
      <dl className={styles.facts}>
        <div>
          <dt>{pickup ? 'Ready for pickup' : 'At your door'}</dt>
          <dd>
            {/* Once the kitchen accepted, the time it promised is the time to come (or to expect the driver). */}
            {hasPromise(order) ? (
              <>
                <time dateTime={promisedTime(order)}>{promisedText(order)}</time>
                <span className={styles.estimateNote}>
                  {order.readyAt ? (
                    <>
                      Promised by the kitchen; you asked for <time dateTime={order.slotId}>{whenText(order)}</time>
                    </>
                  ) : (
                    'Promised by the kitchen'
                  )}
                </span>
              </>
            ) : (
              <time dateTime={order.slotId}>{whenText(order)}</time>
            )}
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
                {order.address.deliveryInstructions ? <span className={styles.instructions}>“{order.address.deliveryInstructions}”</span> : null}
              </address>
            ) : (
              'The address you chose'
            )}
          </dd>
        </div>
      </dl>
    </OrderPanel>
  );
}
