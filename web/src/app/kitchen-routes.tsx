/**
 * The kitchen (/kitchen): the owner's screens, in their own frame (KitchenLayout), beside the
 * shop's layout in router.tsx. The e-mailed order links (/kitchen/orders/:orderId/:action) stay in
 * the shop's frame: they need no sign-in.
 *
 * Only the paths live here, in the shop's shell: the frame's and screens' modules are imported by kitchen-screens.ts,
 * itself loaded lazily, so a visitor's shell carries neither those imports nor the lists of their chunks
 * (docs/architecture.md#chunks).
 */
import type { RouteObject } from 'react-router';
import { RouteLoading } from '../components/route-loading.tsx';
import { signedInOnlyHandle } from '../features/session/hooks/use-sign-out.ts';
import { RouteError } from './layout/route-error.tsx';
import type { KitchenScreen } from './kitchen-screens.ts';

/** A kitchen screen's route module, through kitchen-screens.ts (one lazy module the shop's shell does not carry). */
const screen = (name: KitchenScreen) => () => import('./kitchen-screens.ts').then(async (m) => ({ Component: await m.kitchenScreens[name]() }));

export const kitchenRoutes: RouteObject[] = [
  {
    path: '/kitchen',
    // A sign-out from the kitchen goes home (useSignOut).
    handle: signedInOnlyHandle,
    lazy: screen('layout'),
    // Shown while a directly opened kitchen address loads its frame and screen (else the page is blank meanwhile).
    HydrateFallback: KitchenHydrateFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: screen('board') },
          { path: 'menu', lazy: screen('menu') },
          { path: 'menu/new', lazy: screen('menuDish') },
          { path: 'menu/:dishId', lazy: screen('menuDish') },
          { path: 'enquiries', lazy: screen('enquiries') },
          { path: 'quotes', lazy: screen('quotes') },
          { path: 'quotes/new', lazy: screen('quote') },
          { path: 'quotes/:quoteId', lazy: screen('quote') },
          { path: 'offers', lazy: screen('offers') },
          { path: 'offers/new', lazy: screen('offer') },
          { path: 'offers/loyalty', lazy: screen('loyalty') },
          { path: 'offers/emails', lazy: screen('offerMails') },
          { path: 'offers/emails/new', lazy: screen('offerMail') },
          { path: 'offers/:offerId', lazy: screen('offer') },
          { path: 'reports', lazy: screen('reports') },
          { path: 'settings', lazy: screen('settings') },
          { path: 'settings/alerts', lazy: screen('alerts') },
        ],
      },
    ],
  },
];

function KitchenHydrateFallback() {
  return <RouteLoading label="Opening the kitchen…" />;
}
