/**
 * Whether the kitchen is open, in one line where customers decide (home, menu, checkout, the not-found page): 'Open
 * now · until 9 p.m.', 'Closed · opens 11 a.m.', 'Closed today · opens Tuesday 11 a.m.', in the server's words from
 * the owner's hours, closures and pause (GET /shop/status; docs/business-rules.md#the-shops-status). Its line is
 * held while the status loads and in pre-rendered HTML, which cannot know it, so nothing shifts when it arrives.
 */
import type { ShopStatus } from '@functions/shop/contract/shop-settings';
import { Skeleton } from './skeleton.tsx';
import { useLiveShopStatus } from './use-live-shop-status.ts';
import styles from './open-status.module.scss';

/** The dot's colour: open (green), paused (the alert red), closed (muted). */
export function openState(status: ShopStatus): 'open' | 'paused' | 'closed' {
  if (status.openNow) return 'open';
  return status.ordering === 'paused' ? 'paused' : 'closed';
}

/**
 * `look`: 'plain' on the page's background, 'art' over the home hero's picture. The line's height is held (2rem; a
 * `className` may set `--open-status-height` where a label may wrap) and the pill sits in it.
 */
export function OpenStatus({ look = 'plain', className }: { look?: 'plain' | 'art'; className?: string }) {
  const status = useLiveShopStatus();
  return (
    <p className={[styles.line, className].filter(Boolean).join(' ')} data-look={look} data-open-status={status ? openState(status) : 'loading'}>
      {status ? (
        <span className={styles.pill}>
          <span className={styles.dot} aria-hidden="true" />
          <span>{status.label}</span>
        </span>
      ) : look === 'plain' ? (
        <Skeleton className={styles.skeleton} />
      ) : null}
    </p>
  );
}
