/**
 * Writes the shop's two web app manifests and their icons, from the brand's favicon (web/public/favicon.svg)
 * rasterised with sharp: the kitchen's into web/public/kitchen/ (docs/architecture.md#the-kitchens-app) and the
 * customer's account's into web/public/account/ (docs/architecture.md#the-accounts-app). In each folder:
 *
 *   manifest.webmanifest                     name, start and scope, standalone, colours, icons
 *   icon-192.png, icon-512.png               the favicon's rounded square
 *   icon-maskable-192.png, -512.png          the pepper in the safe zone on a full-bleed ground
 *   apple-touch-icon.png (180)               the maskable drawing: iOS rounds the corners itself
 *   badge-96.png                             the pepper alone in white, for Android's status bar
 *
 * The files are committed, like the rest of the art (npm run art): the build copies them as they are. Unit tests
 * (tests/unit/web/kitchen-app.test.ts, account-app.test.ts) check the manifests and the icons' sizes against
 * web/scripts/web-apps/manifest.ts.
 *
 * Run: npx tsx web/scripts/make-web-apps.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { publicDir } from '../../repo-paths.ts';
import { accountManifestFile } from '../src/lib/account-app.ts';
import { kitchenManifestFile } from '../src/lib/kitchen-app.ts';
import { accountIcons, accountManifest, appIconSvgs, kitchenIcons, kitchenManifest } from './web-apps/manifest.ts';

const svgs = appIconSvgs(readFileSync(join(publicDir, 'favicon.svg'), 'utf8'));
const drawingOf = { any: svgs.any, maskable: svgs.maskable, touch: svgs.maskable, badge: svgs.badge } as const;

/** The drawing's width in SVG units (its viewBox), so librsvg can draw it at the icon's own size. */
function viewBoxWidth(svg: string): number {
  const width = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg)?.[1]);
  if (!width) throw new Error('An icon drawing has no viewBox');
  return width;
}

for (const icon of [...kitchenIcons, ...accountIcons]) {
  const file = join(publicDir, icon.file);
  mkdirSync(dirname(file), { recursive: true });
  const svg = drawingOf[icon.purpose];
  // Drawn at the icon's own size (72 dpi is one pixel per SVG unit), not scaled down from a bigger bitmap.
  const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / viewBoxWidth(svg) })
    .resize(icon.size, icon.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9, palette: icon.purpose === 'badge' })
    .toBuffer();
  writeFileSync(file, png);
  console.log(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
}

for (const [file, manifest] of [
  [kitchenManifestFile, kitchenManifest()],
  [accountManifestFile, accountManifest()],
] as const) {
  writeFileSync(join(publicDir, file), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(file);
}
