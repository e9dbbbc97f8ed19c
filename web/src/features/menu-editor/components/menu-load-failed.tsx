/** What the owner's menu screens show when the menu (or a dish in it) could not be read: why, and a way on. */
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from './menu-load-failed.module.scss';

/** The class of the way on (a button or a link), styled as the screens' primary action. */
export const menuAlertActionClass = styles.action;

export function MenuAlert({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className={styles.failed} role="alert">
      <AlertIcon size={28} />
      <p>{children}</p>
      {action}
    </div>
  );
}

export function MenuLoadFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <MenuAlert
      action={
        <button type="button" className={styles.action} onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      }
    >
      We couldn’t load the menu. {apiErrorText(error)}
    </MenuAlert>
  );
}
