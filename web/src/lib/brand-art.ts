/**
 * The brand artwork, written by the art scripts (web/scripts): the hero and catering pictures with
 * their blurhashes and the widths each is made in (AVIF and WebP, content-hashed names), and the
 * home page's badge strip in its two shapes.
 */
import brandArt from './brand-art.json';
import proofArt from './proof-art.json';

export type BrandArt = { image: string; blurHash: string; widths: readonly number[] };

export const heroArt: BrandArt = brandArt.hero;
export const cateringArt: BrandArt = brandArt.catering;

/** The badge strip: its layout size in CSS px and the widths of its files. */
export type ProofArt = { image: string; width: number; height: number; widths: readonly number[] };

export const proofArtWide: ProofArt = proofArt.wide;
export const proofArtNarrow: ProofArt = proofArt.narrow;
