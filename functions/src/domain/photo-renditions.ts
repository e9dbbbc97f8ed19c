/**
 * A photo's pixels (docs/business-rules.md#menu-photos): decoded with sharp, turned upright by its
 * EXIF orientation, stripped of its metadata (sharp writes none unless asked), made into AVIF and
 * WebP at each width, and summed up in a blurhash. The art pipeline (web/scripts/dish-art/render.ts)
 * takes its blurhashes from here too, so the shop's images all carry the same kind of placeholder.
 */
import { encode } from 'blurhash';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { photoLimits, photoMessages } from '../contracts/menu-photo-limits.ts';
import { AppError } from './errors.ts';
import { photoHash, renditionContentTypes, renditionFormats, renditionPath, renditionWidths, type RenditionFormat } from './menu-photos.ts';

/** The encoders' settings: good enough for a dish card at twice its size, small enough for a phone. */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 3 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} satisfies Record<RenditionFormat, (image: Sharp) => Sharp>;

/** What sharp reports for the formats the shop reads (AVIF is HEIF with AV1 inside). */
const readableFormats = new Set(['jpeg', 'png', 'webp', 'heif']);

/** The blurhash of an image: 4×3 components over a 32×24 thumbnail (what the web paints on its 32×32 canvas). */
export async function blurHashOf(raster: Sharp): Promise<string> {
  const { data, info } = await raster.clone().resize(32, 24, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

export type Rendition = { path: `media/${string}`; format: RenditionFormat; width: number; contentType: string; body: Buffer };

export type PhotoRenditions = {
  hash: string;
  /** The upright photo's size. */
  width: number;
  height: number;
  blurHash: string;
  /** The dish's image: the widest WebP (the web finds the narrower ones beside it). */
  image: `media/${string}`;
  renditions: Rendition[];
};

const notAPhoto = () => new AppError('VALIDATION', photoMessages.notAPhoto, [{ path: 'body.uploadId', message: photoMessages.notAPhoto }]);

/** Decodes the upload and makes its renditions; a file that is not a JPEG, PNG, WebP or AVIF photo is a VALIDATION error. */
export async function makePhotoRenditions(dishId: string, bytes: Uint8Array): Promise<PhotoRenditions> {
  const options = { failOn: 'error', limitInputPixels: photoLimits.maxPixels } as const;
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // The header alone first: a photo with too many pixels is refused before it is decoded.
    const { format, width = 0, height = 0, compression } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!format || !readableFormats.has(format) || (format === 'heif' && compression !== 'av1')) throw notAPhoto();
    if (width * height > photoLimits.maxPixels) {
      throw new AppError('VALIDATION', photoMessages.tooManyPixels, [{ path: 'body.uploadId', message: photoMessages.tooManyPixels }]);
    }
    // Decoded once, upright; every rendition is made from these pixels.
    upright = await sharp(bytes, options).rotate().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAPhoto();
  }
  const { width, height, channels } = upright.info;
  const raster = sharp(upright.data, { raw: { width, height, channels } });
  const hash = photoHash(bytes);
  const renditions: Rendition[] = [];
  for (const renditionWidth of renditionWidths(width)) {
    const resized = renditionWidth === width ? raster.clone() : raster.clone().resize({ width: renditionWidth, kernel: 'lanczos3' });
    for (const format of renditionFormats) {
      const body = await encoders[format](resized.clone()).toBuffer();
      renditions.push({
        path: renditionPath(dishId, hash, renditionWidth, format),
        format,
        width: renditionWidth,
        contentType: renditionContentTypes[format],
        body,
      });
    }
  }
  const widest = Math.max(...renditions.map((rendition) => rendition.width));
  return { hash, width, height, blurHash: await blurHashOf(raster), image: renditionPath(dishId, hash, widest, 'webp'), renditions };
}
