/**
 * The site's entry: the theme class and the global styles before the first paint, then the app
 * (main.tsx) once the browser has painted, so a pre-rendered page shows before the framework's
 * script is fetched and evaluated. The shell (spa.html), which has nothing to paint, preloads the
 * app's chunks itself; a pre-rendered page lists its chunks in a JSON block, and they are asked for
 * here, all at once, after the first paint: they do not take bandwidth from the page's image.
 */
import './app/theme-bootstrap.ts';
import './styles/global.scss';
import { prerenderModulesId, type PageModules } from './lib/prerender.ts';

/** Preloads the page's chunks. */
function requestPageModules(): void {
  const block = document.getElementById(prerenderModulesId);
  if (!block?.textContent) return;
  const { scripts } = JSON.parse(block.textContent) as PageModules;
  for (const href of scripts) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
}

requestAnimationFrame(() =>
  setTimeout(() => {
    requestPageModules();
    void import('./main.tsx');
  }),
);
