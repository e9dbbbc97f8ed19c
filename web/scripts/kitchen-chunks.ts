/**
 * Names the kitchen's chunks (docs/architecture.md#chunks): every chunk of code that only the kitchen
 * (/kitchen, web/src/app/kitchen-routes.tsx) loads gets a file name starting with `kitchen-only`, so a test and
 * anyone reading the network panel can tell that a shop page never asks for one.
 *
 * The kitchen is found in the module graph, not by folder: its entries are the modules kitchen-routes.tsx
 * loads lazily (kitchen-screens.ts, which imports the frame and each screen lazily), and a module is the back
 * office's when no shop entry reaches it without passing through one of them. A folder would be wrong both ways: the shop's status banner lives in features/shop-settings and the
 * e-mailed order links show the kitchen's ticket, while chart.js lives in node_modules.
 */
import type { Rolldown } from 'vite';

/** The chunk name's prefix the tests look for (tests/e2e/shop-chunks.spec.ts). */
export const kitchenChunkPrefix = 'kitchen-only';

const kitchenRoutesModule = /[\\/]web[\\/]src[\\/]app[\\/]kitchen-routes\.tsx$/;

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/** The ids of every module the shop's own entries reach, without entering the kitchen's lazy entries. */
function shopModules(getModuleInfo: GetModuleInfo, anyModule: string): Set<string> {
  // Every module of the build: the graph around any one of them.
  const all = new Set<string>([anyModule]);
  const queue = [anyModule];
  while (queue.length) {
    const info = getModuleInfo(queue.pop()!);
    if (!info) continue;
    for (const next of [...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds]) {
      if (!all.has(next)) {
        all.add(next);
        queue.push(next);
      }
    }
  }
  const kitchenRoutes = [...all].find((id) => kitchenRoutesModule.test(id));
  if (!kitchenRoutes) throw new Error('The build has no web/src/app/kitchen-routes.tsx: the kitchen cannot be told apart');
  const kitchenEntries = new Set(getModuleInfo(kitchenRoutes)!.dynamicallyImportedIds);
  if (kitchenEntries.size === 0) throw new Error('kitchen-routes.tsx loads no screen lazily: the kitchen cannot be told apart');

  const reached = new Set([...all].filter((id) => getModuleInfo(id)?.isEntry));
  const walk = [...reached];
  while (walk.length) {
    const info = getModuleInfo(walk.pop()!);
    if (!info) continue;
    // A static import always counts (the shop would load it); a lazy one into the kitchen does not.
    const next = [...info.importedIds, ...info.dynamicallyImportedIds.filter((id) => !kitchenEntries.has(id))];
    for (const id of next) {
      if (!reached.has(id)) {
        reached.add(id);
        walk.push(id);
      }
    }
  }
  return reached;
}

/**
 * The code-splitting group of the kitchen's modules. Its modules are further split by the kitchen's
 * screens that use them (entriesAware), so the board does not load the reports' charts.
 */
export function kitchenGroup(): Rolldown.CodeSplittingGroup {
  let shop: Set<string> | undefined;
  return {
    debugName: kitchenChunkPrefix,
    name: (id, context) => {
      shop ??= shopModules((moduleId) => context.getModuleInfo(moduleId), id);
      return shop.has(id) ? null : kitchenChunkPrefix;
    },
    entriesAware: true,
    // Only what the kitchen alone uses: a module the shop needs stays in the shop's chunks.
    includeDependenciesRecursively: false,
  };
}
