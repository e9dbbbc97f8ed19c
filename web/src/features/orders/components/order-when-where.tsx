/** When the order is ready or arrives, and where: the shop for a pickup, the chosen address for a delivery. */
import { business } from '@business';
import type { Order } from '@contracts/order';
import { formatOrderTime } from '@contracts/business-clock.ts';
import { modeLabels, whenText } from '../order-when.ts';
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
            {/* Once the kitchen accepted with an estimate, that is the time to come (or to expect the driver). */}
            {order.readyAt && order.status === 'accepted' ? (
              <>
                About <time dateTime={order.readyAt}>{formatOrderTime(order.readyAt)}</time>
                <span className={styles.estimateNote}>
                  The kitchen’s estimate; you asked for <time dateTime={order.slotId}>{whenText(order)}</time>
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
