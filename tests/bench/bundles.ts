/**
 * `npm run bench:bundles`: prints the size of each Lambda bundle (esbuild with the settings of the
 * CDK's shop functions, infra/constructs/shop-function.ts: ESM, minified, Node.js 22, AWS SDK bundled
 * but for the credential providers Lambda never uses and, where the function's clients do not import it
 * at load, the SDK's event-stream support) and its module load time, then the gzipped size
 * of the home page's initial JavaScript (the entry, and the chunks it loads as soon as the page has painted).
 *
 * Load time: each bundle is written as .mjs and imported 20 times in a fresh Node process of its
 * own, each time under a new URL (`?n=i`), so the module is read, compiled and evaluated again
 * rather than taken from the ESM cache; the median is printed. The catalogue's functions (marked *)
 * are the shop's first calls, so their cold starts are the ones a visitor waits for (issue 16).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../../functions/src/routes.ts';
import { packagesLeftOut } from '../../infra/lambda-bundling.ts';
import { handlerFile, repoRoot, siteDir } from '../../repo-paths.ts';
import { ensureSiteBuilt } from '../../web/scripts/ensure-built.ts';
import { prerenderModulesId, type PageModules } from '../../web/src/lib/prerender.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const catalogueHandlers = new Set(['catalogue/get-dishes', 'catalogue/post-dish', 'catalogue/get-search-menu']);
const catalogueTargetMs = 60;
const importsPerBundle = 20;

// What the API stack gives each function (infra/stacks/api-stack.ts), with dummy values: loading a module must need none of them to be real.
const functionEnv: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'us-east-1',
  AWS_LAMBDA_FUNCTION_NAME: 'spices-bench',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'spices-bench',
  STAGE: 'production',
  SESSION_SECRET_PARAMETER: '/spices/bench/session-secret',
  RECAPTCHA_SECRET_PARAMETER: '/spices/bench/recaptcha-secret',
  OWNER_EMAIL: 'owner@spices-kitchen.example',
  FROM_EMAIL: 'hello@spices-kitchen.example',
  SITE_ORIGIN: 'https://shop.example.com',
  MEDIA_BUCKET: 'spices-bench-media',
  MEDIA_BUCKET_REGION: 'us-east-1',
};

/**
 * Run in the child: imports the bundle under fresh URLs and prints the times in ms as JSON. Any
 * network connection during an import fails it, and so does an import that hands back the previous
 * evaluation's handler (the cache was hit, nothing was measured).
 */
const childSource = `
import net from 'node:net';
net.Socket.prototype.connect = () => { throw new Error('a network connection was opened while the module loaded'); };
globalThis.fetch = () => { throw new Error('fetch was called while the module loaded'); };
const [url, count] = process.argv.slice(1);
const times = [];
let previous;
for (let i = 0; i < Number(count); i++) {
  const started = performance.now();
  const module = await import(url + '?n=' + i);
  times.push(performance.now() - started);
  if (typeof module.handler !== 'function' || module.handler === previous) throw new Error('the import did not evaluate the module again');
  previous = module.handler;
}
console.log(JSON.stringify(times));
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median time of importing the bundle at `file`, measured in a fresh Node process. */
function moduleLoadMs(file: string): number {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', childSource, pathToFileURL(file).href, String(importsPerBundle)], {
    cwd: repoRoot,
    env: functionEnv,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`Loading ${file} failed:\n${child.stderr}`);
  return median(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as number[]);
}

// Inside the repository (under the ignored .cache/), so that packages installed beside a bundle rather than bundled (sharp) resolve as on Lambda.
mkdirSync(join(repoRoot, '.cache'), { recursive: true });
const bundleDir = mkdtempSync(join(repoRoot, '.cache', 'bundle-bench-'));

console.log(
  `Lambda bundles (minified, AWS SDK included) and their module load, median of ${importsPerBundle} imports (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}):`,
);
let largest = 0;
let slowestCatalogueMs = 0;
try {
  for (const route of routes) {
    const outfile = join(bundleDir, `${route.handler.replace(/\//g, '--')}.mjs`);
    const entry = handlerFile(route.handler);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      mainFields: ['module', 'main'],
      tsconfig: join(repoRoot, 'tsconfig.json'),
      // As the CDK leaves them out (infra/lambda-bundling.ts); it installs sharp beside the rendition function's bundle (ShopFunctionProps.nodeModules).
      external: [...packagesLeftOut(entry), ...(route.media === 'makesRenditions' ? ['sharp'] : [])],
      logLevel: 'silent',
      banner: { js: "import { createRequire as __spicesCreateRequire } from 'node:module'; const require = __spicesCreateRequire(import.meta.url);" },
    });
    const code = readFileSync(outfile);
    largest = Math.max(largest, code.byteLength);
    const loadMs = moduleLoadMs(outfile);
    const isCatalogue = catalogueHandlers.has(route.handler);
    if (isCatalogue) slowestCatalogueMs = Math.max(slowestCatalogueMs, loadMs);
    console.log(
      `  ${`${route.method} /api${route.path}`.padEnd(34)} ${kb(code.byteLength).padStart(10)}  (gzip ${kb(gzipSync(code).byteLength).padStart(8)})  load ${loadMs.toFixed(1).padStart(6)} ms${isCatalogue ? ' *' : ''}`,
    );
  }
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
console.log(`  largest: ${kb(largest)}`);
console.log(`  * catalogue: slowest load ${slowestCatalogueMs.toFixed(1)} ms (target ≤ ${catalogueTargetMs} ms)`);

ensureSiteBuilt();
const indexHtml = readFileSync(join(siteDir, 'index.html'), 'utf8');
// The entry (a script tag, before the first paint), then what the entry loads as soon as the page has
// painted: the chunks the build lists in the page's modules block (web/src/boot.ts). Both count as initial.
const entryScripts = [...indexHtml.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((m) => m[1]!);
const modulesBlock = new RegExp(`<script type="application/json" id="${prerenderModulesId}">([^<]*)</script>`).exec(indexHtml)?.[1];
if (!modulesBlock) throw new Error(`index.html has no ${prerenderModulesId} block`);
const afterPaint = (JSON.parse(modulesBlock) as PageModules).scripts;
let total = 0;
console.log('\nSite, initial JavaScript of the home page (/spices/index.html):');
for (const [when, scripts] of [
  ['entry, before the first paint', entryScripts],
  ['right after the first paint', afterPaint],
] as const) {
  console.log(`  ${when}:`);
  for (const src of new Set(scripts)) {
    const file = join(siteDir, src.replace(/^\/spices\//, ''));
    const gz = gzipSync(readFileSync(file)).byteLength;
    total += gz;
    console.log(`    ${src.padEnd(50)} ${kb(gz).padStart(10)} gzipped`);
  }
}
console.log(`  total initial JS: ${kb(total)} gzipped`);
