/**
 * `npm run bench:photos`: what one menu photo at the caps costs the renditions function
 * (docs/decisions.md#menu-photos-pixels-and-shape). Makes photos of exactly `photoLimits.maxPixels`
 * pixels (square, and at the widest shape the shop takes, `maxAspectRatio` to 1) as JPEG, PNG, WebP
 * and AVIF, plus a JPEG stored sideways (EXIF orientation 6), then runs `makePhotoRenditions` on each
 * in a fresh child process and prints its time (and CPU time: this machine may be busy) and the child's peak RSS (a bare child's, which only
 * loads the module, is printed first). The Lambda has 2 GB (`infra/stacks/api-area-stack.ts`) and
 * about one vCPU; this machine's cores and load are printed with the figures. Prints figures;
 * asserts nothing. `PIXELS=<n>` measures at another pixel count, `FORMATS=avif,png` only those formats.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { photoLimits } from '../../functions/src/catalogue/contract/menu-photo-limits.ts';

const self = new URL(import.meta.url).pathname;

/** In the child: one photo's renditions, timed; prints {ms, peakMb, renditions}. */
async function child(file: string | undefined): Promise<void> {
  const { makePhotoRenditions } = await import('../../functions/src/catalogue/rules/photo-renditions.ts');
  let ms = 0;
  let cpuMs = 0;
  let renditions = 0;
  if (file) {
    const bytes = new Uint8Array(readFileSync(file));
    const started = performance.now();
    const cpu = process.cpuUsage();
    renditions = (await makePhotoRenditions('bench', bytes)).renditions.length;
    ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    cpuMs = (used.user + used.system) / 1000;
  }
  console.log(JSON.stringify({ ms, cpuMs, peakMb: peakRssMb(), renditions }));
}

/**
 * This process's peak RSS: /proc's VmHWM, which belongs to the process's own memory since its exec
 * (getrusage's maxRSS would also count the parent's peak at the fork, whose photos were made big).
 */
function peakRssMb(): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return line ? Number(line[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
}

/** A photo-like picture of this size: soft colour fields and a few shapes, so it compresses as a photo of food might. */
async function photoOf(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="${Math.round((400 * height) / width)}" viewBox="0 0 400 ${Math.round((400 * height) / width)}">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f3c24b"/><stop offset="1" stop-color="#8c2f1b"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="200" cy="50%" r="35%" fill="#c8502a" opacity="0.8"/><circle cx="120" cy="40%" r="15%" fill="#3d7a3a" opacity="0.7"/>
  </svg>`;
  // Drawn small, then enlarged with a little noise so the encoders have detail to keep.
  const small = await sharp(Buffer.from(svg)).resize(Math.min(width, 2000)).png().toBuffer();
  const enlarged = await sharp(small, { limitInputPixels: false }).resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  return sharp(enlarged.data, { raw: { width: enlarged.info.width, height: enlarged.info.height, channels: enlarged.info.channels }, limitInputPixels: false });
}

async function main(): Promise<void> {
  const pixels = Number(process.env.PIXELS ?? photoLimits.maxPixels);
  const side = Math.floor(Math.sqrt(pixels));
  const wideHeight = Math.floor(Math.sqrt(pixels / photoLimits.maxAspectRatio));
  const wide = { width: wideHeight * photoLimits.maxAspectRatio, height: wideHeight };
  const directory = mkdtempSync(join(tmpdir(), 'spices-bench-photos-'));
  const allCases: { label: string; make: () => Promise<Buffer> }[] = [
    { label: `JPEG ${side}×${side}`, make: async () => (await photoOf(side, side)).jpeg({ quality: 85 }).toBuffer() },
    {
      label: `JPEG ${side}×${side}, sideways (EXIF 6)`,
      make: async () => (await photoOf(side, side)).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer(),
    },
    { label: `JPEG ${wide.width}×${wide.height}`, make: async () => (await photoOf(wide.width, wide.height)).jpeg({ quality: 85 }).toBuffer() },
    { label: `PNG ${side}×${side}`, make: async () => (await photoOf(side, side)).png({ compressionLevel: 9 }).toBuffer() },
    { label: `PNG ${wide.width}×${wide.height}`, make: async () => (await photoOf(wide.width, wide.height)).png({ compressionLevel: 9 }).toBuffer() },
    { label: `WebP ${side}×${side}`, make: async () => (await photoOf(side, side)).webp({ quality: 80 }).toBuffer() },
    { label: `AVIF ${side}×${side}`, make: async () => (await photoOf(side, side)).avif({ quality: 50, effort: 0 }).toBuffer() },
  ];
  // FORMATS=avif,png measures those formats only.
  const formats = process.env.FORMATS?.toLowerCase().split(',');
  const cases = allCases.filter(({ label }) => !formats || formats.includes(label.split(' ')[0]!.toLowerCase()));
  const run = (file?: string) =>
    JSON.parse(execFileSync(process.execPath, [...process.execArgv, self, '--child', ...(file ? [file] : [])], { encoding: 'utf8' }).trim()) as {
      ms: number;
      cpuMs: number;
      peakMb: number;
      renditions: number;
    };
  console.log(`Photos at ${(pixels / 1e6).toFixed(1)} megapixels (cap ${photoLimits.maxPixels / 1e6} MP, shape up to ${photoLimits.maxAspectRatio}:1)`);
  console.log(
    `${cpus().length} cores, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, sharp concurrency ${sharp.concurrency()}`,
  );
  console.log(`bare child (node, tsx, sharp loaded): peak RSS ${run().peakMb.toFixed(0)} MB\n`);
  try {
    for (const { label, make } of cases) {
      let bytes: Buffer;
      try {
        bytes = await make();
      } catch (error) {
        console.log(`${label.padEnd(40)} not made: ${(error as Error).message}`);
        continue;
      }
      const file = join(directory, label.replace(/[^a-z0-9]+/gi, '-'));
      writeFileSync(file, bytes);
      const size = `${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB${bytes.byteLength > photoLimits.maxBytes ? ' (over the upload limit)' : ''}`;
      try {
        const { ms, cpuMs, peakMb, renditions } = run(file);
        console.log(
          `${label.padEnd(40)} ${size.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(6)} s (CPU ${(cpuMs / 1000).toFixed(2).padStart(6)} s)  peak RSS ${peakMb.toFixed(0).padStart(5)} MB  ${renditions} renditions`,
        );
      } catch (error) {
        console.log(`${label.padEnd(40)} ${size.padEnd(28)} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]);
else await main();
