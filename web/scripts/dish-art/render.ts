/**
 * Rendering, caching, output: a scene to AVIF and WebP at each width, with content-hashed names
 * (functions/src/catalogue/contract/art-images.ts), its blurhash, and a skip when the SVG source is unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { artFileName, artFormats, artHashLength, type ArtFormat } from '../../../functions/src/catalogue/contract/art-images.ts';
// The owner's photos get their blurhash from the same function (docs/business-rules.md#menu-photos).
import { blurHashOf } from '../../../functions/src/catalogue/rules/photo-renditions.ts';
import { cacheFile, publicDir } from './paths.ts';
import { type Svg, svgDocument } from './svg.ts';

/** Bump to force a full re-render (and new names) when the raster settings change. */
const RENDER_VERSION = 'v6';
export const ENCODERS = {
  // 4:2:0 as photos are: the art's colour edges stay clean at this size, and the files are a fifth smaller.
  avif: { quality: 45, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 70, effort: 6 },
} as const;
/** A WebP larger than this (at 960 px; scaled by width) is encoded again at a lower quality (busy close-ups of rice). */
const MAX_BYTES = 60_000;

export type Image = { image: string; blurHash: string };
type CacheEntry = { hash: string; blurHash: string };

const cache: Record<string, CacheEntry> = existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CacheEntry>) : {};

/** How many images were rendered and how many were skipped as unchanged, for the closing line. */
export const counts = { rendered: 0, skipped: 0 };

/** The short hash that names every rendition of one picture: its source and everything that shapes its bytes. */
export function artHash(...parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, artHashLength);
}

/**
 * Encodes one width in both formats. A WebP over its byte budget is encoded again a little lower,
 * and so is an AVIF larger than that WebP: busy textures (rice, greens) are where AVIF gains least.
 */
export async function encodeBoth(raster: Sharp, width: number): Promise<Record<ArtFormat, Buffer>> {
  const webp = (quality: number) =>
    raster
      .clone()
      .webp({ ...ENCODERS.webp, quality })
      .toBuffer();
  const avif = (quality: number) =>
    raster
      .clone()
      .avif({ ...ENCODERS.avif, quality })
      .toBuffer();
  let quality: number = ENCODERS.webp.quality;
  let webpBytes = await webp(quality);
  while (webpBytes.length > MAX_BYTES * (width / 960) ** 1.5 && quality > 50) webpBytes = await webp((quality -= 6));
  quality = ENCODERS.avif.quality;
  let avifBytes = await avif(quality);
  while (avifBytes.length > webpBytes.length && quality > 35) avifBytes = await avif((quality -= 5));
  return { avif: avifBytes, webp: webpBytes };
}

/**
 * Removes the files of picture `name` in `dir` that are not in `keep`: older hashes, and the names
 * from before the hashes (<name>-<width>.webp).
 */
export function removeStale(dir: string, name: string, keep: readonly string[]): void {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ofThisPicture = new RegExp(`^${escaped}(?:\\.[0-9a-f]+)?-\\d+\\.(?:avif|webp)$`);
  for (const file of readdirSync(dir)) {
    if (ofThisPicture.test(file) && !keep.includes(file)) unlinkSync(join(dir, file));
  }
}

/**
 * Renders one scene to AVIF and WebP at each width (the drawing is rasterised at the largest) and
 * returns the public path of the widest WebP with the blurhash computed from its pixels. Skipped when the
 * SVG source and settings are unchanged and the files are there. Also returns every file name written
 * or kept, so the caller can sweep what is no longer used.
 */
export async function render(
  scene: Svg & { body: string },
  viewW: number,
  viewH: number,
  dir: string,
  name: string,
  widths: readonly number[],
): Promise<Image & { files: string[] }> {
  const maxW = Math.max(...widths);
  const source = svgDocument(scene, viewW, viewH, maxW, scene.body);
  const hash = artHash(RENDER_VERSION, JSON.stringify(ENCODERS), widths.join(','), source);
  const files = widths.flatMap((w) => artFormats.map((format) => artFileName(name, hash, w, format)));
  const folder = relative(publicDir, dir).split(sep).join('/');
  const key = `${folder}/${name}`;
  const publicPath = `${folder}/${artFileName(name, hash, maxW, 'webp')}`;
  const known = cache[key];
  if (known && known.hash === hash && files.every((file) => existsSync(join(dir, file)))) {
    counts.skipped++;
    removeStale(dir, name, files);
    return { image: publicPath, blurHash: known.blurHash, files };
  }
  const t0 = Date.now();
  const { data, info } = await sharp(Buffer.from(source)).raw().toBuffer({ resolveWithObject: true });
  const raster = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const t1 = Date.now();
  for (const w of widths) {
    const out = w === maxW ? raster.clone() : raster.clone().resize(w, Math.round((w * viewH) / viewW), { kernel: 'lanczos3' });
    const encoded = await encodeBoth(out, w);
    for (const format of artFormats) writeFileSync(join(dir, artFileName(name, hash, w, format)), encoded[format]);
  }
  removeStale(dir, name, files);
  const blurHash = await blurHashOf(raster);
  if (process.env.ART_DEBUG) console.log(`${name}: svg ${Math.round(source.length / 1024)} KB, draw ${t1 - t0} ms, encode ${Date.now() - t1} ms`);
  cache[key] = { hash, blurHash };
  counts.rendered++;
  return { image: publicPath, blurHash, files };
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
