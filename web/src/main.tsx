/** The app: hydrates a pre-rendered page or renders into the shell (loaded by boot.ts after the first paint). */
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, routerBasename, routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { prerenderStateId } from './lib/prerender.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The data a pre-rendered page was rendered from (a JSON block: the CSP allows no inline script). */
function prerenderedState(): DehydratedState | undefined {
  const block = document.getElementById(prerenderStateId);
  return block?.textContent ? (JSON.parse(block.textContent) as DehydratedState) : undefined;
}

/** Loads the lazy screens of the current address first, so the first render matches the pre-rendered HTML. */
async function loadMatchedScreens(): Promise<void> {
  const matches = matchRoutes(routes, window.location, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const screen = await route.lazy();
      Object.assign(route, { ...screen, lazy: undefined });
    }),
  );
}

const state = prerenderedState();
const queryClient = createQueryClient();
const app = () => (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

if (state && container.firstElementChild) {
  hydrate(queryClient, state);
  // The build's data shows first; the live menu (an owner's edit since the build) is read as the page mounts.
  void queryClient.invalidateQueries({ refetchType: 'none' });
  // A mismatch (the page rendered differently from its HTML) is said in the console, where the e2e tests look.
  const onRecoverableError = (error: unknown) => console.error('Hydration recovered from an error', error);
  // As a transition: hydration yields to the browser every few milliseconds instead of one long task.
  void loadMatchedScreens().then(() => startTransition(() => void hydrateRoot(container, app(), { onRecoverableError })));
} else {
  createRoot(container).render(app());
}
