/**
 * The account as an installable app (docs/architecture.md#the-accounts-app), from the account's frame only: the
 * manifest and the Home Screen icon linked while an account screen is open (React puts them in the head and takes them
 * out again), so an iPhone can add the shop to its Home Screen and take notifications there. The shop's other pages
 * never load this module, so they link no manifest. A device that already took notifications has its worker checked
 * for a new version; one that never did registers none (turning notifications on registers it).
 */
import { useEffect } from 'react';
import { accountManifestFile, accountTouchIconFile } from '../../../lib/account-app.ts';
import { pushSupported, registerWorker } from '../../../lib/push/push-browser.ts';
import { accountPush } from '../hooks/account-push.ts';

const base = import.meta.env.BASE_URL;

export function AccountApp() {
  useEffect(() => {
    if (!pushSupported(true)) return;
    navigator.serviceWorker
      .getRegistration(accountPush.scope)
      .then((registration) => (registration ? registerWorker(accountPush) : undefined))
      .catch(() => undefined);
  }, []);
  return (
    <>
      <link rel="manifest" href={`${base}${accountManifestFile}`} />
      <link rel="apple-touch-icon" href={`${base}${accountTouchIconFile}`} />
    </>
  );
}
