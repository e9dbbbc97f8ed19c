/** The dish page's photos: one large image and thumbnails that switch it. */
import type { DishImage } from '@contracts/catalogue';
import { useState } from 'react';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import styles from './dish-gallery.module.scss';

type DishGalleryProps = { name: string; images: readonly DishImage[] };

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
        alt={images.length > 1 ? `${name}, photo ${selected + 1} of ${images.length}` : name}
        aspectRatio="4 / 3"
        sizes="(min-width: 900px) 560px, 100vw"
        eager
      />
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={`Photos of ${name}`}>
          {images.map((photo, i) => (
            <li key={photo.image}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
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
