/**
 * An image that shows its blurhash (decoded on a 32×32 canvas, spec section 9) until it has
 * loaded, then fades in. The box keeps its size from width/height or an aspect ratio, so nothing
 * shifts when the image arrives.
 */
import { decode } from 'blurhash';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { imageSrc, imageSrcSet } from '../lib/image.ts';
import styles from './blurhash-image.module.scss';

const canvasSize = 32;

export type BlurhashImageProps = {
  /** The image path as the API gives it, e.g. 'Images/dishes/jollof-rice-1-960.webp'. */
  image: string;
  blurHash: string;
  /** Required: describe the image, or pass '' when the text beside it already says everything. */
  alt: string;
  width?: number;
  height?: number;
  /** CSS aspect ratio when the box is fluid, e.g. '4 / 3'. */
  aspectRatio?: string;
  /** The sizes attribute for the srcset, e.g. '(min-width: 900px) 33vw, 50vw'. */
  sizes?: string;
  /** Smaller variants the srcset may offer (default: the 480 px one). */
  variantWidths?: readonly number[];
  /** Above-the-fold images load at once and with high priority. */
  eager?: boolean;
  className?: string;
};

function paintBlurhash(canvas: HTMLCanvasElement, hash: string): void {
  try {
    const context = canvas.getContext('2d');
    if (!context || !hash) return;
    const pixels = decode(hash, canvasSize, canvasSize);
    const imageData = context.createImageData(canvasSize, canvasSize);
    imageData.data.set(pixels);
    context.putImageData(imageData, 0, 0);
  } catch {
    // An invalid hash or no canvas support: the neutral background stays.
  }
}

export function BlurhashImage({ image, blurHash, alt, width, height, aspectRatio, sizes, variantWidths, eager = false, className }: BlurhashImageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const src = imageSrc(image);
  const loaded = loadedSrc === src;

  useEffect(() => {
    if (canvasRef.current) paintBlurhash(canvasRef.current, blurHash);
  }, [blurHash]);

  // A cached image may have finished before React attached onLoad.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  const boxStyle: CSSProperties = {
    aspectRatio: aspectRatio ?? (width && height ? `${width} / ${height}` : undefined),
  };

  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')} style={boxStyle} data-loaded={loaded || undefined}>
      <canvas ref={canvasRef} className={styles.placeholder} width={canvasSize} height={canvasSize} aria-hidden="true" />
      {src ? (
        <img
          ref={imgRef}
          className={styles.image}
          src={src}
          srcSet={imageSrcSet(image, undefined, variantWidths)}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
        />
      ) : null}
    </div>
  );
}
