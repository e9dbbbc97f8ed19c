/**
 * The names of the shop's drawn art under Images/ (docs/architecture.md#images), shared by the art
 * scripts that write the files and the web that finds them: `<name>.<hash>-<width>.<avif|webp>`, one
 * hash for every width and format of a picture (of its drawing and the encoders' settings), so a name
 * never changes its bytes and may be cached for good. What the menu stores is the widest WebP; the
 * other renditions are found beside it by swapping the width and the extension, as for the owner's
 * photos (photo-renditions.ts).
 */
import { photoRenditionWidths } from './photo-renditions.ts';

/** The dishes' widths in px, the same as the owner's photos': a dish sits in the same slots either way. */
export const dishArtWidths: readonly number[] = photoRenditionWidths;

/** How many hex digits of the hash a name carries. */
export const artHashLength = 8;

export type ArtFormat = 'avif' | 'webp';
export const artFormats: readonly ArtFormat[] = ['avif', 'webp'];

/** A rendition's file name, e.g. artFileName('jollof-rice-1', '3fa2c91d', 480, 'avif') → 'jollof-rice-1.3fa2c91d-480.avif'. */
export function artFileName(name: string, hash: string, width: number, format: ArtFormat): string {
  return `${name}.${hash}-${width}.${format}`;
}

/** A hashed art path as the menu and the brand manifests store it: Images/<folder>/<name>.<hash>-<width>.webp. */
export const hashedArtPattern = /^Images\/(?:[a-z0-9-]+\/)+[a-z0-9-]+\.[0-9a-f]{8}-(\d+)\.webp$/;

/**
 * Any rendition's file under the site, either format. Every file under Images/ has such a name (a
 * unit test holds the art scripts to it), which is why the hosts cache all of Images/ for good.
 */
export const hashedArtFilePattern = /^Images\/(?:[a-z0-9-]+\/)+[a-z0-9-]+\.[0-9a-f]{8}-\d+\.(?:avif|webp)$/;
