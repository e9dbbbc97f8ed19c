/**
 * The board's switch for printing each new ticket as it arrives on this device (hooks/use-auto-print.ts). Both
 * labels share one grid cell, like the chime's, so switching never moves the button.
 */
import type { AutoPrint } from '../hooks/use-auto-print.ts';
import styles from './board-toggle.module.scss';

const labels = { on: 'Print new tickets: on', off: 'Print new tickets: off' } as const;

export function PrintToggle({ on, toggle }: Pick<AutoPrint, 'on' | 'toggle'>) {
  const shown: keyof typeof labels = on ? 'on' : 'off';
  return (
    <button type="button" className={styles.toggle} aria-pressed={on} data-print={shown} onClick={toggle}>
      <span className={styles.labels}>
        {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
          <span key={key} className={styles.label} data-shown={key === shown || undefined} aria-hidden={key === shown ? undefined : true}>
            {labels[key]}
          </span>
        ))}
      </span>
    </button>
  );
}
