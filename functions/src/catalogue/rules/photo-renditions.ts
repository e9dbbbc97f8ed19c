/**
 * A photo's pixels (docs/business-rules.md#menu-photos): its header read first (format, size, shape)
 * and refused before a pixel is decoded, then decoded once, shrunk on load where the format allows
 * (JPEG, WebP) and read in order, straight to the widest rendition's size, turned upright by its EXIF
 * orientation and stripped of its metadata (sharp writes none unless asked); every rendition (AVIF
 * and WebP at each width) and the blurhash are made from that one small raster. The art pipeline
 * (web/scripts/dish-art/render.ts) takes its blurhashes from here too, so the shop's images all carry
 * the same kind of placeholder. Memory and time at the caps: docs/decisions.md#menu-photos-pixels-and-shape.
 */
import { encode } from 'blurhash';
import sharp, { type Sharp } from 'sharp';
import { photoLimits, photoMessages } from '../contract/menu-photo-limits.ts';
import { AppError } from '../../platform/errors.ts';
import { photoHash, renditionContentTypes, renditionFormats, renditionPath, renditionWidths, type RenditionFormat } from './menu-photos.ts';

// libvips' operation cache would keep decoded pixels between photos in a warm function: nothing is made twice here.
sharp.cache(false);

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

const refusal = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.uploadId', message }]);

/** What a photo's header says, before any pixel is decoded: its format and its upright size. */
export type PhotoHeader = { format: string; width: number; height: number };

/**
 * Whether the shop takes a photo of this header (docs/business-rules.md#menu-photos): a JPEG, PNG, WebP
 * or AVIF image of at most `maxPixels` pixels whose longer side is at most `maxAspectRatio` times its
 * shorter one. The refusal's sentence, or undefined.
 */
export function photoHeaderProblem(header: PhotoHeader): string | undefined {
  const { width, height } = header;
  if (!readableFormats.has(header.format) || !(width > 0 && height > 0)) return photoMessages.notAPhoto;
  if (width * height > photoLimits.maxPixels) return photoMessages.tooManyPixels;
  if (Math.max(width, height) > photoLimits.maxAspectRatio * Math.min(width, height)) return photoMessages.badShape;
  return undefined;
}

/** The header of a file (sharp reads only as far as it needs to), or undefined when it is no image sharp knows. */
async function headerOf(bytes: Uint8Array): Promise<PhotoHeader | undefined> {
  try {
    // No pixel limit here: nothing is decoded, and the limit is checked against the numbers read.
    const { format, width = 0, height = 0, compression, autoOrient } = await sharp(bytes, { limitInputPixels: false }).metadata();
    // HEIF holding anything but AV1 (HEIC) is refused: the prebuilt libvips cannot decode it.
    if (!format || (format === 'heif' && compression !== 'av1')) return undefined;
    return { format, width: autoOrient?.width ?? width, height: autoOrient?.height ?? height };
  } catch {
    return undefined;
  }
}

/**
 * The photo upright at `width` px wide, decoded in one pass: sharp's resize shrinks JPEG and WebP
 * while they load (libjpeg decodes at 1/2, 1/4 or 1/8 scale), and a sequential read lets libvips
 * stream the rest line by line, so a JPEG, PNG or WebP at the cap never sits in memory whole (an AVIF does:
 * libheif decodes whole frames, which is what sets the cap).
 */
async function uprightRaster(bytes: Uint8Array, width: number): Promise<Sharp> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: photoLimits.maxPixels, sequentialRead: true })
    .rotate()
    .resize({ width, kernel: 'lanczos3', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** One photo at a time in a function instance (locally: in the one process of the local host), so the caps' memory is the most it ever holds. */
let busy: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = busy.then(work, work);
  busy = run.catch(() => undefined);
  return run;
}

/**
 * Reads the upload's header (refusing before decoding: not a photo, too many pixels, too long and
 * narrow), decodes it once at the widest rendition's size and makes its renditions and blurhash. A
 * refusal is a VALIDATION error with the owner's sentence; a file that fails to decode is "not a photo".
 */
export async function makePhotoRenditions(dishId: string, bytes: Uint8Array): Promise<PhotoRenditions> {
  const header = await headerOf(bytes);
  const problem = header ? photoHeaderProblem(header) : photoMessages.notAPhoto;
  if (!header || problem) throw refusal(problem ?? photoMessages.notAPhoto);
  return oneAtATime(async () => {
    const widths = renditionWidths(header.width);
    const widest = widths[widths.length - 1]!;
    let raster: Sharp;
    try {
      raster = await uprightRaster(bytes, widest);
    } catch {
      // A truncated or corrupt file, or one whose header lied about its size.
      throw refusal(photoMessages.notAPhoto);
    }
    const hash = photoHash(bytes);
    const renditions: Rendition[] = [];
    for (const renditionWidth of widths) {
      const resized = renditionWidth === widest ? raster.clone() : raster.clone().resize({ width: renditionWidth, kernel: 'lanczos3' });
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
    return {
      hash,
      width: header.width,
      height: header.height,
      blurHash: await blurHashOf(raster),
      image: renditionPath(dishId, hash, widest, 'webp'),
      renditions,
    };
  });
}
