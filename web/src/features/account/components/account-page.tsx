/**
 * The frame of the account screens (under the site header): where you are in the account, the
 * screen's heading, and its content.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/screen-icons.tsx';
import styles from './account-page.module.scss';

export type Crumb = { label: string; to: string };

export function AccountPage({
  title,
  lead,
  crumbs = [],
  width = 'narrow',
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** The screens above this one, from the account home down. */
  crumbs?: Crumb[];
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <div className={styles.page} data-width={width}>
      {crumbs.length > 0 ? <AccountCrumbs crumbs={crumbs} current={title} /> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <div className={styles.lead}>{lead}</div> : null}
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Where you are in the account: the screens above, then this one (`current`). */
export function AccountCrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
            <ChevronRightIcon size={14} />
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** A white panel for an account screen's form or list. */
export function AccountPanel({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section className={styles.panel} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
