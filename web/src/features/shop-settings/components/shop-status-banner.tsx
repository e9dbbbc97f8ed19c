/**
 * The shop-wide banner (docs/business-rules.md#the-shops-status): while the owner has paused
 * online ordering, no time can be ordered for today any more, or no day at all, a bar under the header
 * says so in the server's words (GET /shop/status), the phone number a link. The status is asked every minute and
 * on coming back to the tab; the live region is always there, empty and without height while ordering is open.
 */
import { business } from '@business';
import type { ShopStatus } from '@functions/shop/contract/shop-settings';
import { Fragment } from 'react';
import { useShopStatus } from '../../../api/shop-settings.ts';
import { PhoneLink } from '../../../components/contact-links.tsx';
import { AlertIcon, ClockIcon } from '../../../components/icons.tsx';
import { usePausedNow } from '../hooks/use-paused-now.ts';
import styles from './shop-status-banner.module.scss';

/** The message with the business's phone number as a call link. */
function withPhoneLink(message: string) {
  const parts = message.split(business.phone);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <PhoneLink /> : null}
    </Fragment>
  ));
}

/** What the banner says, or null when an order can still be for today; `pausedNow` is false once the pause has run out on this device's clock. */
export function bannerOf(status: ShopStatus | undefined, pausedNow: boolean): { tone: 'paused' | 'closed'; message: string } | null {
  if (!status) return null;
  if (status.ordering === 'paused' && pausedNow) {
    return { tone: 'paused', message: status.message ?? 'We’re not taking online orders right now.' };
  }
  if (status.ordering === 'closed-today') return { tone: 'closed', message: status.message ?? 'We’re closed for today. You can still order for another day.' };
  if (status.ordering === 'unavailable') return { tone: 'closed', message: status.message ?? 'We’re not taking online orders right now.' };
  return null;
}

export function ShopStatusBanner() {
  const { data: status } = useShopStatus();
  // The pause's end hides the banner at once; the next answer of the server confirms it.
  const pauseRunning = usePausedNow(status?.pausedUntil);
  const banner = bannerOf(status, status?.pausedUntil ? pauseRunning : true);

  return (
    // A live region without the status role: screens keep `role="status"` for their own messages.
    <div aria-live="polite" aria-atomic="true" data-shop-status="" className={styles.region}>
      {banner ? (
        <div className={styles.banner} data-tone={banner.tone}>
          <div className={styles.inner}>
            <span className={styles.icon} aria-hidden="true">
              {banner.tone === 'paused' ? <ClockIcon size={20} /> : <AlertIcon size={20} />}
            </span>
            <p className={styles.message}>{withPhoneLink(banner.message)}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
