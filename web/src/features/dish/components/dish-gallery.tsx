/**
 * The dish page's photos: one large image and thumbnails that switch it. Each photo is described by
 * the owner's alt text, or by the dish's name (docs/business-rules.md#menu-photos).
 */
import type { DishImage } from '@functions/catalogue/contract/catalogue';
import { useState } from 'react';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import styles from './dish-gallery.module.scss';

type DishGalleryProps = { name: string; images: readonly DishImage[] };

/** The main picture's width: the page's column on phones, beside the 24–25rem order summary from 900 px (dish-page.module.scss). */
const mainImageSizes =
  '(min-width: 1240px) 744px, (min-width: 1200px) calc(100vw - 31rem), (min-width: 900px) calc(100vw - 29rem), (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)';

export function DishGallery({ name, images }: DishGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;

  return (
    <div className={styles.gallery}>
      <BlurhashImage
        key={current.image}
        className={styles.main}
        image={current.image}
        blurHash={current.blurHash}
        alt={current.alt ?? (images.length > 1 ? `${name}, photo ${selected + 1} of ${images.length}` : name)}
        aspectRatio="4 / 3"
        sizes={mainImageSizes}
        priority
      />
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={`Photos of ${name}`}>
          {images.map((photo, i) => (
            <li key={photo.image}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${i + 1} of ${images.length}${photo.alt ? `: ${photo.alt}` : ''}`}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
              >
                <BlurhashImage image={photo.image} blurHash={photo.blurHash} alt="" aspectRatio="1 / 1" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
