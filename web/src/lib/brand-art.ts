/**
 * The brand artwork and its blurhashes, written by the art script (web/scripts) into the seed
 * folder beside the dishes' art. Each image also exists 960 px wide.
 */
import brandArt from './brand-art.json';

export const brandVariantWidths: readonly number[] = [960];

export const heroArt = brandArt.hero;
export const cateringArt = brandArt.catering;
