import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { business } from '../functions/src/platform/config/business.ts';
import { appShellGroup } from './scripts/app-shell-chunk.ts';
import { kitchenGroup } from './scripts/kitchen-chunks.ts';
import { serviceWorkers } from './scripts/service-workers.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 8800);
// The API, and the menu photos the local host serves from s3rver (as CloudFront does from the media bucket).
const apiProxy = {
  '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
  '/spices/media/': { target: `http://localhost:${apiPort}`, changeOrigin: false },
};

/** Writes the business's name and description into index.html, so they live in one place. */
function businessInHtml(): Plugin {
  return {
    name: 'spices-business-in-html',
    transformIndexHtml: (html) => html.replaceAll('%BUSINESS_NAME%', business.name).replaceAll('%SERVICE_AREA%', business.serviceArea.name),
  };
}

/**
 * React Router's package points every import at its development build (warnings and checks kept);
 * its production build sits beside it, and a production site uses that.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ mode }) => ({
  root: webRoot,
  base: '/spices/',
  // The kitchen's and the account's service workers, each bundled on its own into its app's folder (web/scripts/service-workers.ts).
  plugins: [react(), businessInHtml(), serviceWorkers()],
  resolve: {
    alias: [
      { find: '@functions', replacement: fileURLToPath(new URL('../functions/src', import.meta.url)) },
      { find: '@business', replacement: fileURLToPath(new URL('../functions/src/platform/config/business.ts', import.meta.url)) },
      // zod, set to run without eval before any schema exists (web/src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) },
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'baseline-widely-available',
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        // React, the router and the query cache change far less often than the shop's own code, so
        // they get chunks of their own that browsers keep across deployments; three, one per stage of the
        // start (web/src/boot.ts evaluates them one task each). zod stays out: it loads lazily with the schemas.
        codeSplitting: {
          groups: [
            // Each with the stage module boot.ts imports it by (web/src/app/start/): one import of a name the app uses anyway,
            // so the stage costs no request of its own and keeps the packages' unused exports out.
            { name: 'react', test: /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|web[\\/]src[\\/]app[\\/]start[\\/]react-stage\.ts$)/ },
            { name: 'router', test: /[\\/](node_modules[\\/]react-router[\\/]|web[\\/]src[\\/]app[\\/]start[\\/]router-stage\.ts$)/ },
            { name: 'query', test: /[\\/](node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/]app[\\/]start[\\/]query-stage\.ts$)/ },
            // The app's shell (web/scripts/app-shell-chunk.ts): after the framework's groups, which keep their packages.
            appShellGroup(),
            kitchenGroup(),
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
}));
