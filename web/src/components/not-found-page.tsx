/**
 * The not-found page's body (docs/product.md#screens): an empty plate, 'Error 404', what could not be found and the
 * ways on. The app's any-other-path screen and the dish page of a dish the menu does not have both show it; the hosts
 * answer such an address with status 404 (docs/decisions.md#a-404-status-for-unknown-addresses).
 */
import type { ReactNode } from 'react';
import styles from './status-page.module.scss';

type NotFoundPageProps = {
  title: string;
  children: ReactNode;
  /** The ways on: links or buttons, the first one the main way. */
  actions: ReactNode;
};

export function NotFoundPage({ title, children, actions }: NotFoundPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <svg className={styles.art} width="150" height="120" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
          <ellipse cx="60" cy="78" rx="52" ry="10" fill="currentColor" opacity="0.12" />
          <path d="M12 44h96c0 22-21 36-48 36S12 66 12 44z" fill="currentColor" />
          <path d="M12 44h96" stroke="var(--color-saffron)" strokeWidth="6" strokeLinecap="round" />
          <path
            d="M44 30c-4-6 4-10 0-18M60 30c-4-6 4-10 0-18M76 30c-4-6 4-10 0-18"
            fill="none"
            stroke="var(--color-text-muted)"
            strokeWidth="3"
            strokeLinecap="round"
            opacity="0.55"
          />
        </svg>
        <p className={styles.eyebrow}>Error 404</p>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}

/** The actions' looks: the main way and the others. */
export const notFoundActionClassNames = { primary: styles.primary, secondary: styles.secondary };
