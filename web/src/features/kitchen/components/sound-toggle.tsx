/**
 * The board's chime switch. Its three labels share one grid cell, the widest setting the button's
 * width, so the first tap anywhere (which lets the browser play sound and changes the label) never
 * moves the button or the board under the finger (docs/business-rules.md#the-order-board).
 */
import type { NewOrderAlert } from '../hooks/use-new-order-alert.ts';
import styles from './board-toggle.module.scss';

type Props = Pick<NewOrderAlert, 'soundOn' | 'soundAllowed' | 'toggleSound'> & { className?: string };

const labels = {
  on: 'Chime for new orders: on',
  waiting: 'Chime for new orders: tap to allow',
  off: 'Chime for new orders: off',
} as const;

export function SoundToggle({ soundOn, soundAllowed, toggleSound, className }: Props) {
  const shown: keyof typeof labels = soundOn ? (soundAllowed ? 'on' : 'waiting') : 'off';
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-pressed={soundOn}
      data-sound={shown}
      onClick={toggleSound}
    >
      <span className={styles.labels}>
        {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
          // The hidden ones only hold the width: visibility keeps them out of the button's name too.
          <span key={key} className={styles.label} data-shown={key === shown || undefined} aria-hidden={key === shown ? undefined : true}>
            {labels[key]}
          </span>
        ))}
      </span>
    </button>
  );
}
