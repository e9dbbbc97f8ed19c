/** A row of Login & security: the setting's name and value, and its action (an Edit link saying what it edits). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './account.module.scss';

export function Setting({ name, value, action, wide = false }: { name: string; value: ReactNode; action: ReactNode; wide?: boolean }) {
  return (
    <li data-wide={wide || undefined}>
      <div className={styles.setting}>
        <span className={styles.settingName}>{name}</span>
        <span className={styles.settingValue}>{value}</span>
      </div>
      {action}
    </li>
  );
}

export function EditLink({ to, what, label = 'Edit' }: { to: string; what: string; label?: string }) {
  return (
    <Link to={to} className={styles.edit}>
      {label}
      <span className="visually-hidden"> {what}</span>
    </Link>
  );
}
