/**
 * Menu photos' numbers, messages and first check (docs/business-rules.md#menu-photos), apart from their
 * schemas so the upload can use them without loading zod. The renditions' widths and names are in photo-renditions.ts.
 */
import { photoRenditionWidths } from './photo-renditions.ts';

export const photoLimits = {
  /** 10 MB: the presigned upload's content-length-range, the server's check and the browser's. */
  maxBytes: 10 * 1024 * 1024,
  /** What the browser may upload. Not HEIC: the shop's image library cannot read it (phones send JPEG to a web page). */
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  /**
   * How many pixels a photo may have (a 10 MB file can unpack to far more than any dish page needs):
   * measured by `npm run bench:photos` to stay well inside the renditions function's 2 GB
   * (docs/decisions.md#menu-photos-pixels-and-shape).
   */
  maxPixels: 50_000_000,
  /** How much longer a photo's longer side may be than its shorter one (a long phone screenshot is no dish photo). */
  maxAspectRatio: 4,
  /** How long the presigned upload may be used. */
  uploadSeconds: 600,
  /** The renditions' widths in px (photo-renditions.ts). */
  widths: photoRenditionWidths,
  /** A dish keeps its newest photos, this many at most. */
  photosPerDish: 12,
  /** A photo's alt text, in characters (a sentence or two, as screen readers read it). */
  maxAltLength: 150,
} as const;

export const photoMessages = {
  notAPhoto: 'This file is not a photo we can read. Use a JPEG, PNG, WebP or AVIF image.',
  tooLarge: 'Photos can be at most 10 MB.',
  tooManyPixels: 'This photo has too many pixels (at most 50 megapixels). Use a smaller one.',
  altTooLong: 'Keep the description to 150 characters.',
  altOneLine: 'Write the description on one line.',
  noSuchPhoto: 'This dish has no such photo. Reload to see its photos as they are now.',
  otherDish: 'This upload was made for another dish. Please choose the photo again here.',
  otherOwner: 'This upload was started by someone else.',
  badShape: 'This photo is too long and narrow: its longer side can be at most 4 times its shorter side. Crop it and try again.',
  notUploaded: 'The photo did not arrive, or its upload has expired. Please choose it again.',
} as const;

export type PhotoContentType = (typeof photoLimits.contentTypes)[number];

/** What is wrong with a file before it is sent (its type and size), in the words the owner reads; undefined when nothing is. */
export function photoFileProblem(file: { contentType: string; size: number }): { field: 'contentType' | 'size'; message: string } | undefined {
  if (!(photoLimits.contentTypes as readonly string[]).includes(file.contentType.trim().toLowerCase())) {
    return { field: 'contentType', message: photoMessages.notAPhoto };
  }
  if (!Number.isInteger(file.size) || file.size <= 0) return { field: 'size', message: photoMessages.notAPhoto };
  if (file.size > photoLimits.maxBytes) return { field: 'size', message: photoMessages.tooLarge };
  return undefined;
}
