/** One titled panel of the order's page (where it is, the items, payment…), a section named by its heading. */
import { useId, type ReactNode } from 'react';
import styles from './order-details.module.scss';

export function OrderPanel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={[styles.panel, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
