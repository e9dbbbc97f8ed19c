/** Rendering, caching, output: a scene to WebP at each width, its blurhash, and a skip when the SVG source is unchanged. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
// The owner's photos get their blurhash from the same function (docs/business-rules.md#menu-photos).
import { blurHashOf } from '../../../functions/src/domain/photo-renditions.ts';
import { cacheFile, publicDir } from './paths.ts';
import { type Svg, svgDocument } from './svg.ts';

/** Bump to force a full re-render when the raster settings change. */
const RENDER_VERSION = 'v4';
const WEBP = { quality: 70, effort: 6 } as const;
/** A file larger than this is encoded again at a lower quality (busy close-ups of rice). */
const MAX_BYTES = 60_000;

export type Image = { image: string; blurHash: string };
type CacheEntry = { hash: string; blurHash: string };

const cache: Record<string, CacheEntry> = existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CacheEntry>) : {};

/** How many images were rendered and how many were skipped as unchanged, for the closing line. */
export const counts = { rendered: 0, skipped: 0 };

/**
 * Renders one scene to WebP at each width and returns the public path of the widest file with the
 * blurhash computed from its pixels. Skipped when the SVG source and settings are unchanged.
 */
export async function render(
  scene: Svg & { body: string },
  viewW: number,
  viewH: number,
  dir: string,
  name: string,
  widths: readonly number[],
): Promise<Image> {
  const maxW = Math.max(...widths);
  const source = svgDocument(scene, viewW, viewH, maxW, scene.body);
  const hash = createHash('sha256')
    .update(`${RENDER_VERSION}|${JSON.stringify(WEBP)}|${widths.join(',')}|${source}`)
    .digest('hex');
  const files = widths.map((w) => join(dir, `${name}-${w}.webp`));
  const key = `${dir.slice(publicDir.length + 1)}/${name}`;
  const publicPath = `${dir.slice(publicDir.length + 1)}/${name}-${maxW}.webp`.split('\\').join('/');
  const known = cache[key];
  if (known && known.hash === hash && files.every((file) => existsSync(file))) {
    counts.skipped++;
    return { image: publicPath, blurHash: known.blurHash };
  }
  const t0 = Date.now();
  const { data, info } = await sharp(Buffer.from(source)).raw().toBuffer({ resolveWithObject: true });
  const raster = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const t1 = Date.now();
  for (const [i, w] of widths.entries()) {
    const out = w === maxW ? raster.clone() : raster.clone().resize(w, Math.round((w * viewH) / viewW), { kernel: 'lanczos3' });
    let quality: number = WEBP.quality;
    let bytes = await out
      .clone()
      .webp({ ...WEBP, quality })
      .toBuffer();
    while (bytes.length > MAX_BYTES * (w / 960) ** 1.5 && quality > 50) {
      quality -= 6;
      bytes = await out
        .clone()
        .webp({ ...WEBP, quality })
        .toBuffer();
    }
    writeFileSync(files[i] as string, bytes);
  }
  const blurHash = await blurHashOf(raster);
  if (process.env.ART_DEBUG) console.log(`${name}: svg ${Math.round(source.length / 1024)} KB, draw ${t1 - t0} ms, encode ${Date.now() - t1} ms`);
  cache[key] = { hash, blurHash };
  counts.rendered++;
  return { image: publicPath, blurHash };
}

export async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return results;
}

/** Keeps the source hashes and blurhashes for the next run. */
export function saveCache(): void {
  writeFileSync(cacheFile, JSON.stringify(cache, null, 1));
}
