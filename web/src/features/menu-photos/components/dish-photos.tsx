/**
 * A dish's photos in the menu editor (docs/business-rules.md#menu-photos): each photo with its tools
 * (use it as the menu card's photo, move it earlier or later, describe it for those who cannot see
 * it, remove it after a second press), then the upload of a new one. Each change is sent at once and
 * shown as the server answers it; the shop follows within seconds.
 *
 * Placed by the screen that shows the dish editor: <DishPhotos dish={dish} />. It sits inside the
 * dish's form, so its buttons are plain buttons and Enter in a description saves that description only.
 */
import type { DishImage } from '@functions/catalogue/contract/catalogue';
import { photoLimits } from '@functions/catalogue/contract/menu-photo-limits';
import { useId, useState, type KeyboardEvent } from 'react';
import { useChangeDishPhoto, type PhotoChange } from '../../../api/menu-photos.ts';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ArrowUpIcon } from '../../../components/icons.tsx';
import { StarIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { PhotoUpload } from './photo-upload.tsx';
import styles from './dish-photos.module.scss';

export type DishPhotosProps = {
  /** The dish as the editor read it: its id, its name (the alt the shop falls back to) and its photos, the first the menu card's. */
  dish: { id: string; name: string; images: readonly DishImage[] };
};

/** What the status line says once a change is on the dish. */
export function doneText(change: PhotoChange): string {
  if (change.kind === 'remove') return 'Photo removed.';
  if (change.kind === 'describe') return change.alt.trim() ? 'Alt text saved.' : 'Alt text removed: the shop says the dish’s name.';
  return change.position === 0 ? 'Now the menu card’s photo.' : `Moved to place ${change.position + 1}.`;
}

export function DishPhotos({ dish }: DishPhotosProps) {
  const change = useChangeDishPhoto(dish.id);
  const [done, setDone] = useState('');
  const send = (next: PhotoChange) => {
    setDone('');
    change.mutate(next, { onSuccess: () => setDone(doneText(next)) });
  };
  const count = dish.images.length;

  return (
    <div className={styles.photos}>
      {count === 0 ? (
        <p className={styles.empty}>No photo yet: the shop shows a placeholder.</p>
      ) : (
        <ol className={styles.list} aria-label={`Photos of ${dish.name}`} aria-busy={change.isPending || undefined}>
          {dish.images.map((photo, index) => (
            <PhotoItem key={photo.image} photo={photo} index={index} count={count} dishName={dish.name} busy={change.isPending} onChange={send} />
          ))}
        </ol>
      )}
      <div className={styles.status} role="status" aria-live="polite">
        {done}
      </div>
      {change.isError ? <FormAlert>{apiErrorText(change.error)}</FormAlert> : null}
      <PhotoUpload dishId={dish.id} hasPhotos={count > 0} onUploaded={() => setDone('Added as the dish’s first photo.')} />
    </div>
  );
}

type PhotoItemProps = {
  photo: DishImage;
  index: number;
  count: number;
  dishName: string;
  busy: boolean;
  onChange: (change: PhotoChange) => void;
};

function PhotoItem({ photo, index, count, dishName, busy, onChange }: PhotoItemProps) {
  const altId = useId();
  const hintId = useId();
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [confirming, setConfirming] = useState(false);
  const altChanged = alt.trim() !== (photo.alt ?? '');
  const place = `Photo ${index + 1} of ${count}`;

  const saveAlt = () => {
    if (altChanged) onChange({ kind: 'describe', image: photo.image, alt });
  };
  const onAltKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter saves this description, not the dish's form around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      saveAlt();
    }
  };

  return (
    <li className={styles.item} aria-label={index === 0 ? `${place}, the menu card’s` : place}>
      <div className={styles.picture}>
        <BlurhashImage image={photo.image} blurHash={photo.blurHash} alt={photo.alt ?? `${dishName}, photo ${index + 1}`} aspectRatio="4 / 3" sizes="9rem" />
        <span className={styles.badge} data-card={index === 0 || undefined}>
          {index === 0 ? 'Menu card' : `Photo ${index + 1}`}
        </span>
      </div>

      <div className={styles.tools}>
        <div className={styles.altField}>
          <label htmlFor={altId} className={styles.label}>
            Alt text <span className={styles.labelNote}>(what the photo shows)</span>
          </label>
          <div className={styles.altRow}>
            <input
              id={altId}
              className={styles.input}
              type="text"
              value={alt}
              maxLength={photoLimits.maxAltLength}
              placeholder={dishName}
              aria-describedby={hintId}
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={onAltKey}
            />
            <button type="button" className={styles.small} disabled={busy || !altChanged} onClick={saveAlt}>
              Save
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            For people who can’t see it ({alt.length}/{photoLimits.maxAltLength}). Empty: the shop says the dish’s name.
          </p>
        </div>

        <div className={styles.actions}>
          {index > 0 ? (
            <button type="button" className={styles.small} disabled={busy} onClick={() => onChange({ kind: 'move', image: photo.image, position: 0 })}>
              <StarIcon size={16} />
              <span>Use as card photo</span>
            </button>
          ) : null}
          <button
            type="button"
            className={styles.icon}
            disabled={busy || index === 0}
            aria-label={`Move photo ${index + 1} earlier`}
            onClick={() => onChange({ kind: 'move', image: photo.image, position: index - 1 })}
          >
            <ArrowUpIcon size={18} />
          </button>
          <button
            type="button"
            className={styles.icon}
            disabled={busy || index === count - 1}
            aria-label={`Move photo ${index + 1} later`}
            onClick={() => onChange({ kind: 'move', image: photo.image, position: index + 1 })}
          >
            <ArrowUpIcon size={18} className={styles.down} />
          </button>
          {confirming ? (
            <span className={styles.confirm}>
              <button type="button" className={styles.danger} disabled={busy} onClick={() => onChange({ kind: 'remove', image: photo.image })}>
                Remove it
              </button>
              <button type="button" className={styles.small} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </span>
          ) : (
            <button type="button" className={styles.small} disabled={busy} onClick={() => setConfirming(true)} aria-label={`Remove photo ${index + 1}`}>
              <TrashIcon size={16} />
              <span>Remove</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
