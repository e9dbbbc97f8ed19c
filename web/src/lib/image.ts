/**
 * Image addresses from the API (spec section 7). Local paths are relative to the site, e.g.
 * 'Images/dishes/jollof-rice-1-960.webp' or an owner's photo 'media/dishes/<id>/<hash>-960.webp',
 * and are served under the base path (/spices/). Paths containing 'food/' (the media CDN) and
 * absolute http(s) addresses are used as given.
 */
import { photoLimits, uploadedPhotoPattern } from '@contracts/menu-photo-limits';

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

/**
 * A srcset with the smaller variants written beside each image: the art pipeline's ('…-960.webp'
 * has '…-480.webp'), or an uploaded photo's renditions (every standard width below its widest,
 * docs/business-rules.md#menu-photos); undefined when there is nothing to choose from.
 */
export function imageSrcSet(path: string, base: string = import.meta.env.BASE_URL, smallerWidths: readonly number[] = [480]): string | undefined {
  if (!path || isExternal(path)) return undefined;
  const match = sizedWebp.exec(path);
  if (!match) return undefined;
  const width = Number(match[1]);
  const variants = uploadedPhotoPattern.test(path.replace(/^\/+/, '')) ? photoLimits.widths : smallerWidths;
  const candidates = variants.filter((w) => w < width).map((w) => `${imageSrc(path.replace(sizedWebp, `-${w}.webp`), base)} ${w}w`);
  if (candidates.length === 0) return undefined;
  return [...candidates, `${imageSrc(path, base)} ${width}w`].join(', ');
}
