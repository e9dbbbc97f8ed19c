/**
 * The site's entry: the theme class and the global styles before the first paint, then the app
 * (main.tsx) once the browser has painted, so a pre-rendered page shows before the framework's
 * script is fetched and evaluated. The shell (spa.html), which has nothing to paint, preloads the
 * app's chunks itself; a pre-rendered page lists its chunks in a JSON block, and they are asked for
 * here, all at once, after the first paint: they do not take bandwidth from the page's image. The framework is then
 * evaluated in stages, a task each, and the app last.
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

/** Ends the current task, so the browser can paint or answer input between the start's stages. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The framework, evaluated in stages, one task each (React and its DOM renderer, then the router, then the query
 * cache), before the app itself: evaluated at once they were one long task after the paint. Each stage is a chunk of
 * its own (web/vite.config.ts), preloaded with the rest, so the stages add no round trip.
 */
const frameworkStages = [() => import('./app/start/react-stage.ts'), () => import('./app/start/router-stage.ts'), () => import('./app/start/query-stage.ts')];

async function start(): Promise<void> {
  requestPageModules();
  for (const stage of frameworkStages) {
    await stage();
    await nextTask();
  }
  await import('./main.tsx');
}

requestAnimationFrame(() => setTimeout(() => void start()));
