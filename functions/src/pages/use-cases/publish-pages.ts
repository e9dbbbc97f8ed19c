/**
 * The public pages follow the menu (docs/architecture.md#pre-rendered-pages): when the menu version rises, every page
 * that shows the menu is rendered again from the live catalogue and published where the host serves it from, and the
 * page of a dish no longer on the shop is taken down (its address then answers 404). The local host publishes into a
 * folder (./publish-folder.ts); AWS into the site bucket behind CloudFront (./publish-bucket.ts).
 */
import { logger } from '../../platform/config/telemetry.ts';
import { livePages } from './site-pages.ts';
import { loadPageKit, renderSitePages, type PageKit, type PageRenderer, type RenderedPage } from '../rules/site-pages.ts';

/** Where pages are published. */
export type PageTarget = {
  /**
   * Publishes these pages (every public page) and takes down `removed` (the pages of dishes gone from the shop);
   * `published`: the addresses published before (as `publishedPaths` just read them); `appRoutes`: the app's other route
   * patterns, as the hosts route by them (pages/contract/site-routes.ts).
   */
  publish(change: { pages: readonly RenderedPage[]; removed: readonly string[]; published: readonly string[]; appRoutes: readonly string[] }): Promise<void>;
  /** The addresses of the pages published now (none before the first publish). */
  publishedPaths(): Promise<readonly string[]>;
};

/** A menu version older than the change that asked for the pages: the caller tries again (the stream delivers the record again). */
export class StaleCatalogueError extends Error {
  constructor(read: number, wanted: number) {
    super(`The catalogue read is at menu version ${read}, the change is at ${wanted}`);
    this.name = 'StaleCatalogueError';
  }
}

const kits = new Map<string, Promise<{ kit: PageKit; renderer: PageRenderer }>>();

/** The kit and renderer of this folder, loaded once per process. */
function kitOf(dir: string) {
  let kit = kits.get(dir);
  if (!kit) {
    kit = loadPageKit(dir);
    kits.set(dir, kit);
    kit.catch(() => kits.delete(dir));
  }
  return kit;
}

/**
 * Renders the public pages from the live catalogue and publishes them, taking down the pages of dishes that left the
 * shop. `atLeast`: the menu version the change that asked for this reached; a read older than it throws
 * StaleCatalogueError, never publishes an older menu.
 */
export async function publishLivePages(target: PageTarget, kitDir: string, atLeast = 0): Promise<{ version: number; pages: number; removed: string[] }> {
  const [{ kit, renderer }, { version, data }, published] = await Promise.all([kitOf(kitDir), livePages(), target.publishedPaths()]);
  if (version < atLeast) throw new StaleCatalogueError(version, atLeast);
  const pages = await renderSitePages(kit, renderer, data);
  const now = new Set(pages.map((page) => page.path));
  const removed = published.filter((path) => !now.has(path));
  await target.publish({ pages, removed, published, appRoutes: renderer.hostedRoutePatterns([...now]) });
  logger().info('Published the public pages', { version, pages: pages.length, removed });
  return { version, pages: pages.length, removed };
}
