/**
 * 'Removed Jollof Rice. Undo' after a cart line is deleted (hooks/use-remove-with-undo.ts): a polite status,
 * so a screen reader hears it without losing its place, with Undo as a real button. It stays while the pointer
 * or focus is on it.
 */
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from './removed-line-notice.module.scss';

type RemovedLineNoticeProps = {
  notice: { name: string; undoing: boolean; error: unknown } | null;
  onUndo: () => void;
  onHold: (held: boolean) => void;
};

export function RemovedLineNotice({ notice, onUndo, onHold }: RemovedLineNoticeProps) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notice ? (
        <div
          className={styles.notice}
          onPointerEnter={() => onHold(true)}
          onPointerLeave={() => onHold(false)}
          onFocus={() => onHold(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onHold(false);
          }}
        >
          <p className={styles.text}>Removed {notice.name}.</p>
          <button type="button" className={styles.undo} onClick={onUndo} disabled={notice.undoing}>
            {notice.undoing ? 'Undoing…' : 'Undo'}
          </button>
          {notice.error ? <p className={styles.error}>{apiErrorText(notice.error)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
