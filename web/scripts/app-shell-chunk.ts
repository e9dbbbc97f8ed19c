/**
 * Keeps the app's shell in one chunk (docs/architecture.md#chunks, docs/decisions.md#the-app-shell-in-one-chunk):
 * the modules main.tsx imports statically (the route table, the layout, the header and footer, and what they use),
 * which every page loads right after its first paint, and the modules most pre-rendered screens import (where visitors
 * land). Left to itself the bundler cuts them into about twenty small chunks, one per set of screens that also use
 * them, each a request with its own import lines and its own gzip dictionary.
 *
 * Two kinds of module stay out: what the entry (boot.ts) imports before the first paint, which must stay in the
 * entry's small chunk; and main.tsx itself, the dynamic import the entry waits for, which the build's manifest and the
 * pre-rendered pages name. The framework's packages are caught first by their own groups (web/vite.config.ts).
 */
import type { Rolldown } from 'vite';
import { pageScreens } from '../../functions/src/pages/rules/site-pages.ts';

/** The chunk's name: the file is `app-shell-<hash>.js`. */
export const appShellChunkName = 'app-shell';

const appModule = /[\\/]web[\\/]src[\\/]main\.tsx$/;

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/** The modules `roots` import statically, directly or through others, the roots included. */
function staticClosure(getModuleInfo: GetModuleInfo, roots: string[]): Set<string> {
  const reached = new Set(roots);
  const walk = [...roots];
  while (walk.length) {
    for (const id of getModuleInfo(walk.pop()!)?.importedIds ?? []) {
      if (!reached.has(id)) {
        reached.add(id);
        walk.push(id);
      }
    }
  }
  return reached;
}

/** The pre-rendered screens' modules (functions/src/pages/rules/site-pages.ts), by their ids. */
function pageScreenModules(getModuleInfo: GetModuleInfo, routes: string[]): string[] {
  const screens = Object.values(pageScreens).map((module) => module.replace(/^src\//, '/web/src/'));
  const found = [...new Set(routes)].filter((id) => screens.some((screen) => id.replaceAll('\\', '/').endsWith(screen)));
  if (found.length !== screens.length)
    throw new Error(`The build has ${found.length} of the ${screens.length} pre-rendered screens: the app shell cannot be found`);
  return found;
}

/**
 * The shell's modules: main.tsx's static imports, and what most of the pre-rendered screens (where visitors land)
 * import, less the entry's own and main.tsx.
 */
function shellModules(getModuleInfo: GetModuleInfo, entry: string): Set<string> {
  const beforePaint = staticClosure(getModuleInfo, [entry]);
  const app = [...beforePaint].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []).find((id) => appModule.test(id));
  if (!app) throw new Error('The entry (web/src/boot.ts) does not import web/src/main.tsx lazily: the app shell cannot be found');
  const shell = staticClosure(getModuleInfo, [app]);
  const lazyScreens = [...shell].flatMap((id) => getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const usedBy = new Map<string, number>();
  for (const screen of pageScreenModules(getModuleInfo, lazyScreens)) {
    for (const id of staticClosure(getModuleInfo, [screen])) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
  }
  const most = Math.floor(Object.keys(pageScreens).length / 2) + 1;
  for (const [id, count] of usedBy) if (count >= most) shell.add(id);
  // The framework's packages are in the list too, but their groups come first in web/vite.config.ts and keep them.
  return new Set([...shell].filter((id) => id !== app && !beforePaint.has(id)));
}

/** The code-splitting group of the app's shell. */
export function appShellGroup(): Rolldown.CodeSplittingGroup {
  let shell: Set<string> | undefined;
  return {
    debugName: appShellChunkName,
    name: (id, context) => {
      if (!shell) {
        const getModuleInfo = (moduleId: string) => context.getModuleInfo(moduleId);
        const entry = findEntry(getModuleInfo, id);
        shell = shellModules(getModuleInfo, entry);
      }
      return shell.has(id) ? appShellChunkName : null;
    },
    // Only the modules listed: the list is closed under static imports already (but the entry's and the framework's).
    includeDependenciesRecursively: false,
  };
}

/** The build's one entry (index.html, which loads boot.ts), found from any module by walking up its importers. */
function findEntry(getModuleInfo: GetModuleInfo, anyModule: string): string {
  const seen = new Set([anyModule]);
  const walk = [anyModule];
  while (walk.length) {
    const id = walk.pop()!;
    const info = getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) return id;
    for (const next of [...info.importers, ...info.dynamicImporters]) {
      if (!seen.has(next)) {
        seen.add(next);
        walk.push(next);
      }
    }
  }
  throw new Error('No entry imports the module the bundler asked about: the app shell cannot be found');
}
