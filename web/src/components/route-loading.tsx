import styles from './route-loading.module.scss';

/** The placeholder while a screen's code loads: a spinner that screen readers announce. */
export function RouteLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
