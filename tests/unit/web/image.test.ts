import { describe, expect, it } from 'vitest';
import { imageSrc, imageSrcSet } from '../../../web/src/lib/image.ts';

const base = '/spices/';

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
  it('offers the 480 px variant beside the 960 px image', () => {
    expect(imageSrcSet('Images/dishes/jollof-rice-1-960.webp', base)).toBe(
      '/spices/Images/dishes/jollof-rice-1-480.webp 480w, /spices/Images/dishes/jollof-rice-1-960.webp 960w',
    );
  });

  it('can offer other variant widths, and only smaller ones', () => {
    expect(imageSrcSet('Images/brand/hero-1600.webp', base, [800, 2400])).toBe(
      '/spices/Images/brand/hero-800.webp 800w, /spices/Images/brand/hero-1600.webp 1600w',
    );
  });

  it('has no srcset for images without a width in the name, external ones, or the smallest size', () => {
    expect(imageSrcSet('Images/brand/logo.svg', base)).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/food/a-960.webp', base)).toBeUndefined();
    expect(imageSrcSet('Images/dishes/fufu-1-480.webp', base)).toBeUndefined();
  });
});
