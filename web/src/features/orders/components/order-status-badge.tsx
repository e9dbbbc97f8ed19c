/** An order's status as a coloured pill with its words ('Received', 'Out for delivery', …). */
import type { OrderStatus } from '@functions/orders/contract/order';
import type { FulfilmentMode } from '@functions/shop/contract/ordering';
import { statusLabel } from '../order-status.ts';
import styles from './order-status-badge.module.scss';

export function OrderStatusBadge({ status, mode, className }: { status: OrderStatus; mode: FulfilmentMode; className?: string }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-status={status}>
      <span className="visually-hidden">Status: </span>
      {statusLabel(status, mode)}
    </span>
  );
}
