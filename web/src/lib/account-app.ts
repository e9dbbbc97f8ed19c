/**
 * The customer's account as an installable web app (docs/architecture.md#the-accounts-app), so an iPhone can add the
 * shop to its Home Screen and take order updates by push: its manifest, icons and service worker live under the
 * account's own path, so the worker's scope is the account's and never the shop's other pages. Paths are relative to
 * the site's base (/spices/); the build (web/scripts/service-workers.ts), the icon script (web/scripts/make-web-apps.ts)
 * and the account's frame all take them from here.
 */

/** The folder under the site's base that holds the app's files; also the worker's scope. */
export const accountAppDir = 'account/';

/** The service worker, emitted by the build (its default scope is its folder: the account's, nothing wider). */
export const accountWorkerFile = `${accountAppDir}sw.js`;

/** The web app manifest, linked only while an account screen is open. */
export const accountManifestFile = `${accountAppDir}manifest.webmanifest`;

/** The home-screen icon iOS takes from a link (it reads no manifest icon before iOS 15.4). */
export const accountTouchIconFile = `${accountAppDir}apple-touch-icon.png`;

/** Where the installed app opens: the customer's orders (an open one's page is a tap away). */
export const accountAppStart = `${accountAppDir}orders`;
