/**
 * The kitchen as an installable app (docs/architecture.md#the-kitchens-app), from its frame only: the manifest and
 * the Home Screen icon linked while a kitchen screen is open (React puts them in the head and takes them out again),
 * and the service worker registered for the kitchen's scope. The shop's pages never load this module, so they link
 * no manifest and register no worker. It also asks for the alerts early, for the board's prompt.
 */
import { useEffect } from 'react';
import { usePrefetchAlerts } from '../../../api/alerts.ts';
import { kitchenManifestFile, kitchenTouchIconFile } from '../../../lib/kitchen-app.ts';
import { pushSupported } from '../../../lib/push/push-browser.ts';
import { registerKitchenWorker } from '../hooks/push-device.ts';

const base = import.meta.env.BASE_URL;

export function KitchenApp() {
  const prefetchAlerts = usePrefetchAlerts();
  useEffect(() => {
    prefetchAlerts();
    // A browser without service workers still uses the kitchen; it only takes no push alerts.
    if (pushSupported(true)) registerKitchenWorker().catch(() => undefined);
  }, [prefetchAlerts]);
  return (
    <>
      <link rel="manifest" href={`${base}${kitchenManifestFile}`} />
      <link rel="apple-touch-icon" href={`${base}${kitchenTouchIconFile}`} />
    </>
  );
}
