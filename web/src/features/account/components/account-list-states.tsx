/**
 * The states every account list shares (orders, messages, favourites): 'Error' with Try again, the
 * announced loading placeholder, and an empty state that points to the menu.
 */
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import styles from './account-list-states.module.scss';

/** docs/product.md#errors: a query that fails shows 'Error' (`what`: 'your orders', 'this order'…). */
export function ListError({ what, retrying, onRetry }: { what: string; retrying: boolean; onRetry: () => void }) {
  return (
    <LoadFailed look="error" retrying={retrying} onRetry={onRetry}>
      We couldn’t load {what} just now.
    </LoadFailed>
  );
}

/** Placeholders for sighted visitors; one status line for screen readers. */
export function ListLoading({ what, children }: { what: string; children: ReactNode }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading your {what}…
      </p>
      {children}
    </>
  );
}

/** Nothing to show: why, and one way on (the menu unless another is given). */
export function ListEmpty({
  icon,
  title,
  children,
  action = { to: '/menu', label: 'Browse the menu' },
  titleRef,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: { to: string; label: string; icon?: ReactNode };
  /** The title, to take focus when the list's last item goes (it is then focusable from script only). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>{icon}</span>
      <h2 className={styles.emptyTitle} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h2>
      <p>{children}</p>
      <Link to={action.to} className={styles.action}>
        {action.icon}
        {action.label}
      </Link>
    </div>
  );
}
