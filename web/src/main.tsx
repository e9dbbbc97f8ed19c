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

/** Ends the current task, so the browser can paint or answer input between the start-up's steps (each a short task instead of one long one). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

async function hydratePage(state: DehydratedState, root: HTMLElement): Promise<void> {
  await loadMatchedScreens();
  hydrate(queryClient, state);
  // The build's data shows first; the live menu (an owner's edit since the build) is read as the page mounts.
  void queryClient.invalidateQueries({ refetchType: 'none' });
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // A mismatch (the page rendered differently from its HTML) is said in the console, where the e2e tests look.
  const onRecoverableError = (error: unknown) => console.error('Hydration recovered from an error', error);
  // What is on screen hydrates now, as a transition (it yields to the browser every few milliseconds
  // instead of one long task); parts below the fold (components/near-viewport.tsx) keep their HTML and
  // hydrate as they near the viewport.
  startTransition(() => void hydrateRoot(root, app(router), { onRecoverableError }));
}

const state = prerenderedState();
if (state && container.firstElementChild) {
  void hydratePage(state, container);
} else {
  createRoot(container).render(app(createAppRouter()));
}
