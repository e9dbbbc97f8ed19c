/**
 * The kitchen's push alerts as an app of web/src/lib/push/ (docs/architecture.md#the-kitchens-app): its worker at
 * /spices/kitchen/sw.js with the kitchen's scope only, and where this device remembers its entry.
 */
import { kitchenAppDir, kitchenWorkerFile } from '../../../lib/kitchen-app.ts';
import { registerWorker, type PushApp } from '../../../lib/push/push-browser.ts';

export const kitchenPush: PushApp = {
  scope: `${import.meta.env.BASE_URL}${kitchenAppDir}`,
  workerUrl: `${import.meta.env.BASE_URL}${kitchenWorkerFile}`,
  storedKey: 'spices.kitchen.alerts-device',
  thing: 'alerts',
};

/** What an iPhone or iPad needs for push alerts (Safari offers Web Push only to a web app on the Home Screen). */
export const iPhoneNote = 'On an iPhone, alerts work once the kitchen is added to the Home Screen';

/** Registers the kitchen's worker (again: the browser checks it for a new version, past any HTTP cache). */
export function registerKitchenWorker(): Promise<ServiceWorkerRegistration> {
  return registerWorker(kitchenPush);
}
