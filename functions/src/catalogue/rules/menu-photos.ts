/**
 * The rules of menu photos (docs/business-rules.md#menu-photos): which widths a photo is made in,
 * where each rendition lives (site-relative, content-hashed, so it is cached for good), and how the
 * dish's list changes: a new photo joins it first, one is removed, moved or described. Pure; the
 * pixels are photo-renditions.ts's, the storage the store's (store/dish.ts, platform/media).
 */
import { createHash } from 'node:crypto';
import type { DishImage } from '../contract/catalogue.ts';
import { menuDishPathSchema } from '../contract/menu-editor.ts';
import { photoLimits, photoMessages } from '../contract/menu-photo-limits.ts';
import { notFound } from '../../platform/errors.ts';

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

/**
 * The dish's photos with `added` first: the same photo sent again moves to the front (keeping its
 * alt text), and the oldest beyond the limit leave the list.
 */
export function withFirstPhoto(images: readonly DishImage[], added: DishImage): DishImage[] {
  const alt = images.find((image) => image.image === added.image)?.alt;
  return [alt ? { ...added, alt } : added, ...images.filter((image) => image.image !== added.image)].slice(0, photoLimits.photosPerDish);
}

/** A photo the dish does not list (removed or moved meanwhile, or never its own): 404. */
export const noSuchPhoto = () => notFound(photoMessages.noSuchPhoto);

function indexOf(images: readonly DishImage[], image: string): number {
  const index = images.findIndex((photo) => photo.image === image);
  if (index < 0) throw noSuchPhoto();
  return index;
}

/** The dish's photos without `image` (404 when it has no such photo). */
export function withoutPhoto(images: readonly DishImage[], image: string): DishImage[] {
  indexOf(images, image);
  return images.filter((photo) => photo.image !== image);
}

/** The dish's photos with `image` moved to `position` (0: the menu card's; past the end: last), the others in their order. */
export function withPhotoAt(images: readonly DishImage[], image: string, position: number): DishImage[] {
  const moved = images[indexOf(images, image)]!;
  const others = images.filter((photo) => photo.image !== image);
  const at = Math.max(0, Math.min(position, others.length));
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

/** The dish's photos with `image` described by `alt` (already tidied by the request's schema); an empty one removes it. */
export function withPhotoAlt(images: readonly DishImage[], image: string, alt: string): DishImage[] {
  indexOf(images, image);
  return images.map((photo) => {
    if (photo.image !== image) return photo;
    const { alt: _old, ...rest } = photo;
    return alt ? { ...rest, alt } : rest;
  });
}

/**
 * Every rendition of an uploaded photo of this dish, from its image path (the widest WebP): each
 * width up to that one, in both formats. None for anything else (the drawn art is the site's, not the bucket's).
 */
export function renditionPathsOf(dishId: string, image: string): `media/${string}`[] {
  const match = /^media\/dishes\/([a-z0-9-]+)\/([0-9a-f]{16})-(\d+)\.webp$/.exec(image);
  if (!match || match[1] !== dishId) return [];
  const [, , hash, widest] = match;
  return renditionWidths(Number(widest)).flatMap((width) => renditionFormats.map((format) => renditionPath(dishId, hash!, width, format)));
}
