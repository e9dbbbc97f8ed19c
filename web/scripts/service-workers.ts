/**
 * Emits the shop's two service workers, each into its app's folder: the kitchen's
 * (web/src/kitchen-worker/service-worker.ts) as /spices/kitchen/sw.js (docs/architecture.md#the-kitchens-app) and the
 * customer's account's (web/src/account-worker/service-worker.ts) as /spices/account/sw.js
 * (docs/architecture.md#the-accounts-app). A worker's scope can be no wider than its own folder, so each file sits in
 * its app's, under a fixed name (a browser checks that address for a new version): neither the hashed assets/ folder
 * nor the shop's pages. Each is bundled on its own, one classic script with nothing to import, since Rolldown's chunks
 * are ES modules shared with the app. `npm run dev` serves the same bundles at the same addresses.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { accountWorkerFile } from '../src/lib/account-app.ts';
import { kitchenWorkerFile } from '../src/lib/kitchen-app.ts';

const kitchenEntry = fileURLToPath(new URL('../src/kitchen-worker/service-worker.ts', import.meta.url));
const accountEntry = fileURLToPath(new URL('../src/account-worker/service-worker.ts', import.meta.url));

/** A worker as one script: an IIFE, for the browsers that run no module workers. */
async function bundleWorker(entry: string, { minify = true } = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote no worker for ${entry}`);
  return output.text;
}

export function bundleKitchenWorker(options: { minify?: boolean } = {}): Promise<string> {
  return bundleWorker(kitchenEntry, options);
}

export function bundleAccountWorker(options: { minify?: boolean } = {}): Promise<string> {
  return bundleWorker(accountEntry, options);
}

/** Each worker's file under the site's base, and how it is bundled. */
const workers: readonly { file: string; bundle: (options: { minify?: boolean }) => Promise<string> }[] = [
  { file: kitchenWorkerFile, bundle: bundleKitchenWorker },
  { file: accountWorkerFile, bundle: bundleAccountWorker },
];

export function serviceWorkers(): Plugin {
  let ssr = false;
  let base = '/';
  return {
    name: 'spices-service-workers',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    async generateBundle() {
      // The renderer's build (web/scripts/build-site.ts) serves nothing.
      if (ssr) return;
      for (const worker of workers) this.emitFile({ type: 'asset', fileName: worker.file, source: await worker.bundle({}) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const worker = workers.find(({ file }) => request.url?.split('?')[0] === `${base}${file}`);
        if (!worker) return next();
        worker.bundle({ minify: false }).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
