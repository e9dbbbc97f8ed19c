/**
 * Draws the shop's artwork: original illustrations, no photos. For every dish of the menu it composes
 * three top-down SVG views from the dish's `art` recipe, rasterises them with sharp to AVIF and WebP
 * at the widths of the shop's image slots and records each image's blurhash:
 *
 *   1. the dish centred on the table (on a woven mat or a cloth runner, with a few loose ingredients),
 *   2. a close-up of the food texture,
 *   3. a table scene: the dish, a companion dish in a small vessel, cutlery on a napkin, a drink.
 *
 * Output: web/public/Images/dishes/<id>-<n>.<hash>-<320|480|640|960>.<avif|webp>,
 * functions/src/catalogue/seed/dish-art.json (the seed's image paths: the 960 px WebP of each view),
 * web/public/Images/brand/{hero,catering}.<hash>-<480|640|960|1280|1600>.<avif|webp>,
 * web/src/lib/brand-art.json and web/public/favicon.svg. The hash names every rendition of a view
 * (functions/src/catalogue/contract/art-images.ts), so the files are cached for good; files of older hashes are
 * removed, and a full run removes every dish file it did not write.
 *
 * Everything is seeded from the dish id (a small PRNG), so re-runs give the same names; a file whose
 * SVG source is unchanged is not rendered again (hashes in node_modules/.cache/spices-art).
 *
 * How a recipe's garnish colours are read, by position: 0 diced bits, 1 round bits (peas, olives),
 * 2 slivers (onion, peel, strips), 3 herb leaves. A near-white colour followed by a yellow one is a
 * boiled egg (white and yolk). In stews and rice, a first garnish colour darker than the base is the
 * "hero" piece (meat, fish) drawn as large chunks.
 *
 * The drawing lives in web/scripts/dish-art/: primitives (svg, palette, random, regions), garnish, one
 * module per food texture, the dish and its table, the three views, the brand art and the render pipeline.
 *
 * Run: npx tsx web/scripts/make-dish-art.ts   (npm run art)
 *      npx tsx web/scripts/make-dish-art.ts jollof-rice egusi-soup   (only these dishes; JSON untouched)
 *      ART_DEBUG=1 … prints the drawing and encoding time of each image.
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dishArtWidths } from '../../functions/src/catalogue/contract/art-images.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { catering, favicon, hero } from './dish-art/brand.ts';
import { brandDir, cacheFile, dishDir, publicDir, repoRoot, seedDir } from './dish-art/paths.ts';
import { counts, type Image, pool, render, saveCache } from './dish-art/render.ts';
import { H, view1, view2, view3, W } from './dish-art/views.ts';

/** The hero and catering art fill the window's width on the home and catering pages. */
const brandWidths = [480, 640, 960, 1280, 1600];

async function main(): Promise<void> {
  const started = Date.now();
  const only = process.argv.slice(2);
  for (const dir of [dishDir, brandDir, dirname(cacheFile)]) mkdirSync(dir, { recursive: true });

  const dishes = [...menu].sort((a, b) => a.id.localeCompare(b.id)).filter((d) => only.length === 0 || only.includes(d.id));
  const views = [view1, view2, view3];
  const tasks = dishes.flatMap((dish) => views.map((view, i) => () => render(view(dish), W, H, dishDir, `${dish.id}-${i + 1}`, dishArtWidths)));
  const images = await pool(tasks, 3);

  if (only.length === 0) {
    const art: Record<string, Image[]> = {};
    dishes.forEach((dish, d) => {
      art[dish.id] = images.slice(d * views.length, (d + 1) * views.length).map(({ image, blurHash }) => ({ image, blurHash }));
    });
    writeFileSync(join(seedDir, 'dish-art.json'), JSON.stringify(art, null, 2) + '\n');
    // A dish that left the menu leaves its files behind otherwise.
    const written = new Set(images.flatMap((image) => image.files));
    for (const file of readdirSync(dishDir)) if (!written.has(file)) unlinkSync(join(dishDir, file));

    const [heroImage, cateringImage] = await Promise.all([
      render(hero(), 1600, 900, brandDir, 'hero', brandWidths),
      render(catering(), 1600, 900, brandDir, 'catering', brandWidths),
    ]);
    const brandArt = {
      hero: { image: heroImage.image, blurHash: heroImage.blurHash, widths: brandWidths },
      catering: { image: cateringImage.image, blurHash: cateringImage.blurHash, widths: brandWidths },
    };
    writeFileSync(join(repoRoot, 'web', 'src', 'lib', 'brand-art.json'), JSON.stringify(brandArt, null, 2) + '\n');
    writeFileSync(join(publicDir, 'favicon.svg'), favicon());
  }
  saveCache();
  console.log(`Dish art: ${counts.rendered} rendered, ${counts.skipped} unchanged, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await main();
