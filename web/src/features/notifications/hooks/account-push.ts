/**
 * A customer's push notifications as an app of web/src/lib/push/ (docs/architecture.md#the-accounts-app): its worker
 * at /spices/account/sw.js with the account's scope only, where this device remembers its entry, and what an iPhone
 * needs first.
 */
import { accountAppDir, accountWorkerFile } from '../../../lib/account-app.ts';
import type { PushApp } from '../../../lib/push/push-browser.ts';

export const accountPush: PushApp = {
  scope: `${import.meta.env.BASE_URL}${accountAppDir}`,
  workerUrl: `${import.meta.env.BASE_URL}${accountWorkerFile}`,
  storedKey: 'spices.account.push-device',
  thing: 'notifications',
};

/** Safari gives Web Push only to a web app opened from the Home Screen, never to a tab. */
export const homeScreenNote = 'On an iPhone, add the shop to your Home Screen (Share › Add to Home Screen) and open it from there to get notifications';
