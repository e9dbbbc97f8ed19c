/**
 * The order page's "Notify me on this device" (docs/business-rules.md#the-order-page), while the order is open: turns
 * this device's notifications on exactly as Account › Notifications does (the same hook), then says "This device will
 * be notified"; the way out when the browser blocks them; on an iPhone outside a Home Screen app, how to get there.
 * An order placed with "Text me about this order" says which number is texted. Nothing shows for a browser that can
 * take no push, or a stage that sends none, beyond the texts' line.
 */
import type { Order } from '@functions/orders/contract/order';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../../../api/notifications.ts';
import { BellIcon } from '../../../components/bell-icon.tsx';
import { displayPhone } from '../../../lib/phone-display.ts';
import { homeScreenNote } from '../hooks/account-push.ts';
import { useThisDevice } from '../hooks/use-this-device.ts';
import { unblockWords } from './this-device.tsx';
import styles from './order-notify.module.scss';

export const notificationsPath = '/account/notifications';

export function OrderNotify({ order }: { order: Order }) {
  const notifications = useNotifications();
  const device = useThisDevice(notifications.data);
  const titleId = useId();
  const onRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useRef<'on' | 'problem' | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current === 'on' ? onRef.current : focusAfterRender.current === 'problem' ? problemRef.current : null;
    if (!target) return;
    target.focus();
    focusAfterRender.current = null;
  });

  const push = notifications.data?.channels.push === true;
  const offerable = push && (device.state !== 'unsupported' || device.needsHomeScreen);
  const texted = order.textUpdates === true && order.customer.phone;
  if (!offerable && !texted) return null;

  const turnOn = async () => {
    focusAfterRender.current = (await device.turnOnHere()) ? 'on' : 'problem';
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        Order updates
      </h2>
      {offerable ? (
        <div className={styles.device}>
          <BellIcon size={22} className={styles.icon} />
          {device.state === 'on' ? (
            <p ref={onRef} tabIndex={-1} className={styles.on}>
              This device will be notified
            </p>
          ) : device.state === 'blocked' ? (
            <p className={styles.text}>
              <strong>This browser blocks notifications from the shop.</strong> {unblockWords}
            </p>
          ) : device.state === 'unsupported' ? (
            <p className={styles.text}>{homeScreenNote}.</p>
          ) : (
            <div className={styles.offer}>
              <button type="button" className={styles.button} disabled={device.pending} onClick={() => void turnOn()}>
                {device.pending ? 'Turning on…' : 'Notify me on this device'}
              </button>
              {device.needsHomeScreen ? <p className={styles.text}>{homeScreenNote}.</p> : null}
            </div>
          )}
        </div>
      ) : null}
      {device.problem ? (
        <p ref={problemRef} tabIndex={-1} className={styles.problem} role="alert">
          {device.problem}
        </p>
      ) : null}
      {texted ? <p className={styles.texts}>Texts to {displayPhone(order.customer.phone)}</p> : null}
      {offerable ? (
        <Link to={notificationsPath} className={styles.settings}>
          Notification settings
        </Link>
      ) : null}
    </section>
  );
}
