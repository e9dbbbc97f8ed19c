/**
 * `npm run bench:bundles`: prints the size of each Lambda bundle (esbuild with the settings the CDK
 * API stack uses: ESM, minified, Node.js 22, AWS SDK bundled) and the gzipped size of the site's
 * initial JavaScript (what /spices/index.html loads before any lazy route).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../../functions/src/routes.ts';
import { ensureSiteBuilt, repoRoot, siteDir } from '../../web/scripts/ensure-built.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Lambda bundles (minified, AWS SDK included):');
let largest = 0;
for (const route of routes) {
  const result = await build({
    entryPoints: [join(repoRoot, 'functions/src/handlers', `${route.handler}.ts`)],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
  });
  const code = result.outputFiles[0]!.contents;
  largest = Math.max(largest, code.byteLength);
  console.log(`  ${`${route.method} /api${route.path}`.padEnd(34)} ${kb(code.byteLength).padStart(10)}  (gzip ${kb(gzipSync(code).byteLength)})`);
}
console.log(`  largest: ${kb(largest)}`);

ensureSiteBuilt();
const indexHtml = readFileSync(join(siteDir, 'index.html'), 'utf8');
const initialScripts = [...indexHtml.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
let total = 0;
console.log('\nSite, initial JavaScript (loaded by index.html):');
for (const src of new Set(initialScripts)) {
  const file = join(siteDir, src.replace(/^\/spices\//, ''));
  const gz = gzipSync(readFileSync(file)).byteLength;
  total += gz;
  console.log(`  ${src.padEnd(50)} ${kb(gz).padStart(10)} gzipped`);
}
console.log(`  total initial JS: ${kb(total)} gzipped`);
