/**
 * "Could not load, try again": what a screen shows in place of what it could not read. The back
 * office's look is an alert icon beside why; the shop's (the menu, the account lists) has the title
 * 'Error' (docs/product.md#errors). The way on is Try again (disabled, 'Trying again…', while it runs), or
 * another action the screen gives.
 */
import type { ReactNode } from 'react';
import { AlertIcon } from './icons.tsx';
import styles from './load-failed.module.scss';

/** The class of an action given instead of Try again (a link), styled as the block's button. */
export const loadFailedActionClass = styles.action;

export function LoadFailed({
  look = 'alert',
  children,
  retrying = false,
  onRetry,
  action,
}: {
  /** 'alert': the kitchen's icon and text; 'error': the shop's titled box. */
  look?: 'alert' | 'error';
  /** Why, e.g. 'We couldn’t load the settings.' and the API's reason. */
  children: ReactNode;
  retrying?: boolean;
  onRetry?: () => void;
  /** Instead of Try again. */
  action?: ReactNode;
}) {
  const way =
    action ??
    (onRetry ? (
      <button type="button" className={look === 'error' ? styles.retry : styles.action} onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    ) : null);
  return look === 'error' ? (
    <div className={styles.error} role="alert">
      <p className={styles.errorTitle}>Error</p>
      <p>{children}</p>
      {way}
    </div>
  ) : (
    <div className={styles.alert} role="alert">
      <AlertIcon size={28} />
      <p>{children}</p>
      {way}
    </div>
  );
}
