/**
 * Emits the kitchen's service worker (web/src/kitchen-worker/service-worker.ts) as /spices/kitchen/sw.js
 * (docs/architecture.md#the-kitchens-app). A worker's scope can be no wider than its own folder, so the file sits in
 * the kitchen's, under a fixed name (a browser checks that address for a new version): neither the hashed
 * assets/ folder nor the shop's pages. It is bundled on its own, one classic script with nothing to import, since
 * Rolldown's chunks are ES modules shared with the app. `npm run dev` serves the same bundle at the same address.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { kitchenWorkerFile } from '../src/lib/kitchen-app.ts';

const workerEntry = fileURLToPath(new URL('../src/kitchen-worker/service-worker.ts', import.meta.url));

/** The worker as one script: an IIFE, for the browsers that run no module workers. */
export async function bundleKitchenWorker({ minify = true } = {}): Promise<string> {
  const result = await build({
    entryPoints: [workerEntry],
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
  if (!output) throw new Error('esbuild wrote no kitchen worker');
  return output.text;
}

export function kitchenWorker(): Plugin {
  let ssr = false;
  let base = '/';
  return {
    name: 'spices-kitchen-worker',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      base = config.base;
    },
    async generateBundle() {
      // The renderer's build (web/scripts/build-site.ts) serves nothing.
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: kitchenWorkerFile, source: await bundleKitchenWorker() });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${kitchenWorkerFile}`) return next();
        bundleKitchenWorker({ minify: false }).then(
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
