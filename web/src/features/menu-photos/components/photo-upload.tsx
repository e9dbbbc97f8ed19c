/**
 * A dish's photo upload for the menu editor (docs/business-rules.md#menu-photos). The owner chooses
 * a file; its type and size are checked here first (in the server's words), then it goes straight
 * to the media bucket with a progress bar, and the shop makes its sizes and blurhash. The new photo
 * becomes the dish's first (the editor's cached menu takes the dish's photos, api/menu-photos.ts, and
 * the list above shows it); `onUploaded` gets the dish's photos as they are now.
 *
 * Placed by DishPhotos (./dish-photos.tsx), below the dish's photos: <PhotoUpload dishId={dish.id} />.
 */
import type { DishImage } from '@functions/catalogue/contract/catalogue';
import { photoLimits } from '@functions/catalogue/contract/menu-photo-limits';
import { useId, useState, type ChangeEvent } from 'react';
import { useUploadDishPhoto, type PhotoUploadStep } from '../../../api/menu-photos.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from './photo-upload.module.scss';

export type PhotoUploadProps = {
  /** The dish the photo is for (its id, e.g. 'jollof-rice'). */
  dishId: string;
  /** Called with the dish's photos, the new one first, once the shop has made its sizes. */
  onUploaded?: (images: DishImage[]) => void;
  /** Whether the dish has a photo already (the button then says "Add another photo"). */
  hasPhotos?: boolean;
  className?: string;
};

/** What the status line says during each step. */
export function stepText(step: PhotoUploadStep): string {
  return step.step === 'sending' ? `Uploading the photo… ${Math.round(step.fraction * 100)}%` : 'Making the photo’s sizes…';
}

export function PhotoUpload({ dishId, onUploaded, hasPhotos = false, className }: PhotoUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const [step, setStep] = useState<PhotoUploadStep | undefined>();
  const upload = useUploadDishPhoto(dishId, setStep);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (photos) => onUploaded?.(photos.images),
      onSettled: () => setStep(undefined),
    });
  };

  return (
    <div className={[styles.upload, className].filter(Boolean).join(' ')}>
      <div className={styles.chooser}>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept={photoLimits.contentTypes.join(',')}
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={onChoose}
        />
        <label htmlFor={inputId} className={styles.button} data-disabled={upload.isPending || undefined}>
          <PlusIcon size={18} />
          <span>{hasPhotos ? 'Add another photo' : 'Add a photo'}</span>
        </label>
        <p id={hintId} className={styles.hint}>
          JPEG, PNG, WebP or AVIF, up to {photoLimits.maxBytes / (1024 * 1024)} MB and {photoLimits.maxPixels / 1_000_000} megapixels, its long side at most{' '}
          {photoLimits.maxAspectRatio} times its short side. It becomes the dish’s first photo.
        </p>
      </div>

      <div className={styles.status} role="status" aria-live="polite">
        {upload.isPending && step ? (
          <div className={styles.progress}>
            <span>{stepText(step)}</span>
            <progress className={styles.bar} aria-label="Upload progress" {...(step.step === 'sending' ? { max: 1, value: step.fraction } : {})} />
          </div>
        ) : null}
      </div>

      {upload.isError ? <FormAlert>{apiErrorText(upload.error)}</FormAlert> : null}
    </div>
  );
}
