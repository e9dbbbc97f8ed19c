// No DOM here: the image is pre-rendered at build time, so its markup must come without a window.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlurhashImage } from '../../../web/src/components/blurhash-image.tsx';

const blurHash = 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH';
const dishArt = 'Images/dishes/jollof-rice-1.3fa2c91d-960.webp';
const menuCardSizes = '(min-width: 1200px) 180px, (min-width: 600px) 210px, calc(50vw - 1.5rem)';

/** The server's markup, as the build writes it into a page. */
function markup(element: React.ReactElement): string {
  return renderToString(element);
}

/** Each `tag` element's attributes, names in lower case as HTML reads them. */
function attributes(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...match[1]!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), attribute[2]!.replaceAll('&amp;', '&')]),
    ),
  );
}

describe('BlurhashImage', () => {
  it("offers AVIF first, then WebP, at every width of the dish's art, sized by the slot", () => {
    const html = markup(<BlurhashImage image={dishArt} blurHash={blurHash} alt="Jollof rice" aspectRatio="4 / 3" sizes={menuCardSizes} />);
    expect(html).toMatch(/<picture><source[^>]*><img/);
    const [source] = attributes(html, 'source');
    expect(source).toMatchObject({ type: 'image/avif', sizes: menuCardSizes });
    expect(source!.srcset!.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['320w', '480w', '640w', '960w']);
    expect(source!.srcset).toContain('/Images/dishes/jollof-rice-1.3fa2c91d-320.avif 320w');
    const [img] = attributes(html, 'img');
    expect(img).toMatchObject({ sizes: menuCardSizes, alt: 'Jollof rice', loading: 'lazy', decoding: 'async' });
    expect(img!.src).toMatch(/\/Images\/dishes\/jollof-rice-1\.3fa2c91d-960\.webp$/);
    expect(img!.srcset).toContain('/Images/dishes/jollof-rice-1.3fa2c91d-480.webp 480w');
    expect(img!.fetchpriority).toBeUndefined();
  });

  it('fetches the main image at once and first, and shows it without waiting for the script', () => {
    const html = markup(<BlurhashImage image={dishArt} blurHash={blurHash} alt="" aspectRatio="4 / 3" sizes="100vw" priority />);
    const [img] = attributes(html, 'img');
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(img!.decoding).toBeUndefined();
    expect(attributes(html, 'div')[0]).toHaveProperty('data-priority', 'true');
    // Its preload, in the format a browser that reads AVIF takes, with the same choice of widths.
    expect(attributes(html, 'link')).toContainEqual(
      expect.objectContaining({
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        imagesizes: '100vw',
        fetchpriority: 'high',
        imagesrcset: expect.stringContaining('-640.avif 640w'),
      }),
    );
  });

  it('preloads no image that is not the main one', () => {
    expect(attributes(markup(<BlurhashImage image={dishArt} blurHash={blurHash} alt="" aspectRatio="4 / 3" sizes="50vw" />), 'link')).toEqual([]);
  });

  it('keeps its box from the width and height, and gives a thumbnail its width as sizes', () => {
    const html = markup(<BlurhashImage image={dishArt} blurHash={blurHash} alt="" width={72} height={72} />);
    expect(attributes(html, 'div')[0]!.style).toContain('aspect-ratio:72 / 72');
    expect(attributes(html, 'source')[0]).toHaveProperty('sizes', '72px');
    expect(attributes(html, 'img')[0]).toMatchObject({ width: '72', height: '72', sizes: '72px' });
  });

  it('offers only the WebP of art named before the hashes (no AVIF was made of it)', () => {
    const html = markup(<BlurhashImage image="Images/dishes/jollof-rice-1-960.webp" blurHash={blurHash} alt="" aspectRatio="4 / 3" sizes="50vw" />);
    expect(attributes(html, 'source')).toEqual([]);
    expect(attributes(html, 'img')[0]!.srcset).toMatch(/jollof-rice-1-480\.webp 480w, .*jollof-rice-1-960\.webp 960w$/);
  });

  it('renders the same markup every time (the build and the browser must agree)', () => {
    const element = <BlurhashImage image={dishArt} blurHash={blurHash} alt="" aspectRatio="4 / 3" sizes={menuCardSizes} priority />;
    expect(markup(element)).toBe(markup(element));
  });
});
