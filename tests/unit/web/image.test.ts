import { describe, expect, it } from 'vitest';
import { imageSizes, imageSrc, imageSrcSet, pictureSources } from '../../../web/src/lib/image.ts';

const base = '/spices/';
/** A dish view as the art script names it: one hash for every width and format. */
const dishArt = 'Images/dishes/jollof-rice-1.3fa2c91d-960.webp';
const heroArt = 'Images/brand/hero.0b1c2d3e-1600.webp';
const photo = 'media/dishes/akara/0123456789abcdef-960.webp';

describe('imageSrc', () => {
  it('serves local image paths under the base path', () => {
    expect(imageSrc('Images/dishes/jollof-rice-1-960.webp', base)).toBe('/spices/Images/dishes/jollof-rice-1-960.webp');
    expect(imageSrc('/Images/dishes/jollof-rice-1-960.webp', base)).toBe('/spices/Images/dishes/jollof-rice-1-960.webp');
    expect(imageSrc('Images/brand/hero-1600.webp', '/spices')).toBe('/spices/Images/brand/hero-1600.webp');
  });

  it('uses media-CDN paths and absolute addresses as given', () => {
    expect(imageSrc('https://cdn.example.com/food/jollof.jpg', base)).toBe('https://cdn.example.com/food/jollof.jpg');
    expect(imageSrc('food/jollof.jpg', base)).toBe('food/jollof.jpg');
    expect(imageSrc('http://img.example.com/a.webp', base)).toBe('http://img.example.com/a.webp');
  });

  it('leaves an empty path empty', () => {
    expect(imageSrc('', base)).toBe('');
  });
});

describe('imageSrcSet', () => {
  it("offers a dish's art at 320, 480, 640 and 960 px, every name with the same hash", () => {
    expect(imageSrcSet(dishArt, base)).toBe([320, 480, 640, 960].map((w) => `/spices/Images/dishes/jollof-rice-1.3fa2c91d-${w}.webp ${w}w`).join(', '));
  });

  it('offers the widths brand art is made in, and only those up to its own', () => {
    expect(imageSrcSet(heroArt, base, [480, 960, 1600, 2400])).toBe(
      '/spices/Images/brand/hero.0b1c2d3e-480.webp 480w, /spices/Images/brand/hero.0b1c2d3e-960.webp 960w, /spices/Images/brand/hero.0b1c2d3e-1600.webp 1600w',
    );
  });

  it('keeps the 480 px variant of art named before the hashes (menus seeded then still name it)', () => {
    expect(imageSrcSet('Images/dishes/jollof-rice-1-960.webp', base)).toBe(
      '/spices/Images/dishes/jollof-rice-1-480.webp 480w, /spices/Images/dishes/jollof-rice-1-960.webp 960w',
    );
  });

  it('has no srcset for images without a width in the name, external ones, or the smallest size', () => {
    expect(imageSrcSet('Images/brand/logo.svg', base)).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/food/a-960.webp', base)).toBeUndefined();
    expect(imageSrcSet('Images/dishes/fufu-1-480.webp', base)).toBeUndefined();
    expect(imageSrcSet('Images/dishes/fufu-1.3fa2c91d-320.webp', base)).toBeUndefined();
  });
});

describe('pictureSources', () => {
  it("gives a dish's art an AVIF srcset of the same widths beside the WebP one", () => {
    const sources = pictureSources(dishArt, { base });
    expect(sources.src).toBe('/spices/Images/dishes/jollof-rice-1.3fa2c91d-960.webp');
    expect(sources.avifSrcSet).toBe([320, 480, 640, 960].map((w) => `/spices/Images/dishes/jollof-rice-1.3fa2c91d-${w}.avif ${w}w`).join(', '));
    expect(sources.srcSet).toBe(sources.avifSrcSet?.replaceAll('.avif', '.webp'));
  });

  it("gives an owner's photo the AVIF renditions it was made in, up to its own width", () => {
    expect(pictureSources(photo, { base }).avifSrcSet).toBe(
      [320, 480, 640, 960].map((w) => `/spices/media/dishes/akara/0123456789abcdef-${w}.avif ${w}w`).join(', '),
    );
    expect(pictureSources('media/dishes/akara/0123456789abcdef-700.webp', { base }).avifSrcSet).toBe(
      [320, 480, 640, 700].map((w) => `/spices/media/dishes/akara/0123456789abcdef-${w}.avif ${w}w`).join(', '),
    );
  });

  it('offers the single AVIF of an image made at one width only', () => {
    expect(pictureSources('Images/dishes/fufu-1.3fa2c91d-320.webp', { base })).toEqual({
      src: '/spices/Images/dishes/fufu-1.3fa2c91d-320.webp',
      srcSet: undefined,
      avifSrcSet: '/spices/Images/dishes/fufu-1.3fa2c91d-320.avif 320w',
      avifSrc: '/spices/Images/dishes/fufu-1.3fa2c91d-320.avif',
    });
  });

  it('offers no AVIF for art named before the hashes, external images or images without a width (none was made)', () => {
    expect(pictureSources('Images/dishes/jollof-rice-1-960.webp', { base }).avifSrcSet).toBeUndefined();
    expect(pictureSources('https://cdn.example.com/food/a-960.webp', { base })).toEqual({ src: 'https://cdn.example.com/food/a-960.webp', srcSet: undefined });
    expect(pictureSources('Images/brand/logo.svg', { base }).avifSrcSet).toBeUndefined();
  });
});

describe('imageSizes', () => {
  it("uses the slot's sizes when given", () => {
    expect(imageSizes('(min-width: 900px) 560px, calc(100vw - 2rem)', 96)).toBe('(min-width: 900px) 560px, calc(100vw - 2rem)');
  });

  it('gives a fixed-size thumbnail its width, so a phone never fetches the page-wide file', () => {
    expect(imageSizes(undefined, 72)).toBe('72px');
  });

  it('says nothing for a fluid image without sizes', () => {
    expect(imageSizes(undefined, undefined)).toBeUndefined();
  });
});
