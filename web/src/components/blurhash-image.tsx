/**
 * An image that shows its blurhash (decoded on a 32×32 canvas, docs/product.md#constants) until it has
 * loaded, then fades in. A <picture>: AVIF at every width the image is made in, then WebP, and the
 * browser picks by the slot's `sizes` (docs/architecture.md#images). The box keeps its size from
 * width/height or an aspect ratio, so nothing shifts when the image arrives. The render reads
 * nothing of the window (it is pre-rendered at build time); the canvas is painted in an effect, and only while the
 * image is still loading.
 */
import { decode } from 'blurhash';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { imageSizes, pictureSources } from '../lib/image.ts';
import styles from './blurhash-image.module.scss';

const canvasSize = 32;

export type BlurhashImageProps = {
  /** The image path as the API gives it, e.g. 'Images/dishes/jollof-rice-1.3fa2c91d-960.webp'. */
  image: string;
  blurHash: string;
  /** Required: describe the image, or pass '' when the text beside it already says everything. */
  alt: string;
  width?: number;
  height?: number;
  /** CSS aspect ratio when the box is fluid, e.g. '4 / 3'. */
  aspectRatio?: string;
  /**
   * How wide the slot is, as the sizes attribute: e.g. '(min-width: 1200px) 300px, calc(100vw - 2rem)'.
   * Defaults to `width` in px (a fixed thumbnail); a fluid image must say it, or phones fetch the widest file.
   */
  sizes?: string;
  /** The widths the image is made in, when not the dishes' (brand art: its manifest's). */
  variantWidths?: readonly number[];
  /** The page's main (LCP) image: fetched at once with high priority, shown without the fade. */
  priority?: boolean;
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

export function BlurhashImage({ image, blurHash, alt, width, height, aspectRatio, sizes, variantWidths, priority = false, className }: BlurhashImageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const { src, srcSet, avifSrcSet, avifSrc } = pictureSources(image, { variantWidths });
  const slotSizes = imageSizes(sizes, width);
  const loaded = loadedSrc === src;

  // React preloads no image inside a <picture>: the main one is preloaded here (in the page's head when
  // pre-rendered), in the format the browser will take, so it is fetched before the page's script runs.
  if (priority && avifSrc) preload(avifSrc, { as: 'image', type: 'image/avif', imageSrcSet: avifSrcSet, imageSizes: slotSizes, fetchPriority: 'high' });
  else if (priority && src) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? slotSizes : undefined, fetchPriority: 'high' });

  // An image that finished before React attached onLoad (cached, or on a pre-rendered page, loaded before the script
  // ran) shows at once; only one still loading gets its blurhash, whose decoding is the costliest part of hydrating
  // a card on a phone.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    else if (canvasRef.current) paintBlurhash(canvasRef.current, blurHash);
  }, [src, blurHash]);

  const boxStyle: CSSProperties = {
    aspectRatio: aspectRatio ?? (width && height ? `${width} / ${height}` : undefined),
  };

  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')} style={boxStyle} data-loaded={loaded || undefined} data-priority={priority || undefined}>
      <canvas ref={canvasRef} className={styles.placeholder} width={canvasSize} height={canvasSize} aria-hidden="true" />
      {src ? (
        <picture>
          {avifSrcSet ? <source type="image/avif" srcSet={avifSrcSet} sizes={slotSizes} /> : null}
          <img
            ref={imgRef}
            className={styles.image}
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? slotSizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            onLoad={() => setLoadedSrc(src)}
          />
        </picture>
      ) : null}
    </div>
  );
}
