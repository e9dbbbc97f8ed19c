/**
 * The rules of menu photos (docs/business-rules.md#menu-photos): which widths a photo is made in,
 * where each rendition lives (site-relative, content-hashed, so it is cached for good), and how the
 * new photo joins the dish's list. Pure; the pixels are photo-renditions.ts's, the storage data/'s.
 */
import { createHash } from 'node:crypto';
import type { DishImage } from '../contracts/catalogue.ts';
import { menuDishPathSchema } from '../contracts/menu-editor.ts';
import { photoLimits } from '../contracts/menu-photo-limits.ts';
import { notFound } from './errors.ts';

export const noSuchDish = () => notFound('No dish with that id is on the menu.');

/** The dish id of a photo call's path, or 404 (an id that could not exist names no dish, and no key is built from it). */
export function photoDishId(pathParameters: Record<string, string>): string {
  const parsed = menuDishPathSchema.safeParse(pathParameters);
  if (!parsed.success) throw noSuchDish();
  return parsed.data.dishId;
}

/** Raised with the rendering settings, so a photo made again under new settings gets new names. */
export const renditionsVersion = 'r1';

export type RenditionFormat = 'avif' | 'webp';
export const renditionFormats: readonly RenditionFormat[] = ['avif', 'webp'];
export const renditionContentTypes: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The widths a photo `sourceWidth` px wide is made in: every standard width below it, then the
 * largest it allows (960, or its own width when narrower). Never wider than the photo, so every
 * standard width below the largest exists, as the web's srcset expects.
 */
export function renditionWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, Math.max(...photoLimits.widths));
  return [...photoLimits.widths.filter((width) => width < largest), largest];
}

/** A short content hash of the uploaded bytes (and the rendering settings): the renditions' names. */
export function photoHash(bytes: Uint8Array): string {
  return createHash('sha256').update(renditionsVersion).update(bytes).digest('hex').slice(0, 16);
}

/** Where one rendition is served, relative to the site: media/dishes/<dishId>/<hash>-<width>.<format>. */
export function renditionPath(dishId: string, hash: string, width: number, format: RenditionFormat): `media/${string}` {
  return `media/dishes/${dishId}/${hash}-${width}.${format}`;
}

/** The dish's photos with `added` first: the same photo sent again moves to the front, and the oldest beyond the limit leave the list. */
export function withFirstPhoto(images: readonly DishImage[], added: DishImage): DishImage[] {
  return [added, ...images.filter((image) => image.image !== added.image)].slice(0, photoLimits.photosPerDish);
}
