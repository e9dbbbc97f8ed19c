/**
 * The kitchen as an installable web app (docs/architecture.md#the-kitchens-app): its manifest, icons and service
 * worker live under the kitchen's own path, so the worker's scope is the kitchen's and never the shop's pages. Paths
 * are relative to the site's base (/spices/); the build (web/scripts/service-workers.ts), the icon script
 * (web/scripts/make-web-apps.ts) and the kitchen's frame all take them from here.
 */

/** The folder under the site's base that holds the app's files; also the worker's scope and the app's start. */
export const kitchenAppDir = 'kitchen/';

/** The service worker, emitted by the build (its default scope is its folder: the kitchen's, nothing wider). */
export const kitchenWorkerFile = `${kitchenAppDir}sw.js`;

/** The web app manifest, linked only while a kitchen screen is open. */
export const kitchenManifestFile = `${kitchenAppDir}manifest.webmanifest`;

/** The home-screen icon iOS takes from a link (it reads no manifest icon before iOS 15.4). */
export const kitchenTouchIconFile = `${kitchenAppDir}apple-touch-icon.png`;
