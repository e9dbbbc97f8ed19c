/**
 * Image addresses from the API (docs/product.md#calls). Local paths are relative to the site, e.g. the
 * shop's art 'Images/dishes/jollof-rice-1.<hash>-960.webp' or an owner's photo
 * 'media/dishes/<id>/<hash>-960.webp', and are served under the base path (/spices/). Both are the
 * widest WebP of renditions made in AVIF and WebP at smaller widths too, found beside it by name
 * (docs/architecture.md#images). Paths containing 'food/' (the media CDN) and absolute http(s)
 * addresses are used as given.
 */
import { dishArtWidths, hashedArtPattern } from '@functions/catalogue/contract/art-images';
import { photoRenditionWidths, uploadedPhotoPattern } from '@functions/catalogue/contract/photo-renditions';

const absolute = /^(?:https?:)?\/\//i;
const sizedWebp = /-(\d+)\.webp$/i;

function isExternal(path: string): boolean {
  return absolute.test(path) || path.includes('food/');
}

export function imageSrc(path: string, base: string = import.meta.env.BASE_URL): string {
  if (!path || isExternal(path)) return path;
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${path.replace(/^\/+/, '')}`;
}

export type ImageFormat = 'avif' | 'webp';

/** Which renditions sit beside an image: its widths (smallest first, the image's own last) and formats. */
function renditionsOf(path: string, variantWidths: readonly number[] | undefined): { widths: number[]; formats: ImageFormat[] } | undefined {
  if (!path || isExternal(path)) return undefined;
  const match = sizedWebp.exec(path);
  if (!match) return undefined;
  const width = Number(match[1]);
  const relative = path.replace(/^\/+/, '');
  // An owner's photo: every standard width below its widest (docs/business-rules.md#menu-photos).
  if (uploadedPhotoPattern.test(relative)) return { widths: [...photoRenditionWidths.filter((w) => w < width), width], formats: ['avif', 'webp'] };
  // The shop's hashed art: the dishes' widths, or the ones its manifest names (brand art).
  if (hashedArtPattern.test(relative)) return { widths: [...(variantWidths ?? dishArtWidths).filter((w) => w < width), width], formats: ['avif', 'webp'] };
  // Art named before the hashes (still in menus seeded then): WebP only, with its 480 px variant.
  return { widths: [...(variantWidths ?? [480]).filter((w) => w < width), width], formats: ['webp'] };
}

function srcSetOf(path: string, base: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((w) => `${imageSrc(path.replace(sizedWebp, `-${w}.${format}`), base)} ${w}w`).join(', ');
}

/**
 * A WebP srcset with the smaller renditions written beside an image: the shop's art, an uploaded
 * photo's; undefined when there is nothing to choose from.
 */
export function imageSrcSet(path: string, base: string = import.meta.env.BASE_URL, variantWidths?: readonly number[]): string | undefined {
  const renditions = renditionsOf(path, variantWidths);
  if (!renditions || renditions.widths.length < 2) return undefined;
  return srcSetOf(path, base, renditions.widths, 'webp');
}

/** What a <picture> needs: the fallback src and srcset (WebP), and the AVIF <source>'s srcset (and widest file) when the image has them. */
export type PictureSources = { src: string; srcSet?: string; avifSrcSet?: string; avifSrc?: string };

/** The sources of an image in every format it is made in (AVIF first, for the browsers that read it). */
export function pictureSources(path: string, options: { base?: string; variantWidths?: readonly number[] } = {}): PictureSources {
  const base = options.base ?? import.meta.env.BASE_URL;
  const renditions = renditionsOf(path, options.variantWidths);
  const src = imageSrc(path, base);
  const srcSet = imageSrcSet(path, base, options.variantWidths);
  if (!renditions?.formats.includes('avif')) return { src, srcSet };
  const avifSrc = imageSrc(path.replace(/\.webp$/i, '.avif'), base);
  return { src, srcSet, avifSrcSet: srcSetOf(path, base, renditions.widths, 'avif'), avifSrc };
}

/**
 * The `sizes` of an image: the slot's own when given, else a fixed width in px (thumbnails), else
 * undefined (the browser then assumes the whole window: give a fluid image its slot's sizes).
 */
export function imageSizes(sizes: string | undefined, width: number | undefined): string | undefined {
  return sizes ?? (width ? `${width}px` : undefined);
}
