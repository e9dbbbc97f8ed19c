/**
 * The back office (/kitchen): the owner's screens, in their own frame (KitchenLayout), beside the
 * shop's layout in router.tsx. The e-mailed order links (/kitchen/orders/:orderId/:action) stay in
 * the shop's frame: they need no sign-in.
 */
import type { RouteObject } from 'react-router';
import { RouteLoading } from '../components/route-loading.tsx';
import { signedInOnlyHandle } from '../features/session/hooks/use-sign-out.ts';
import { RouteError } from './layout/route-error.tsx';

export const kitchenRoutes: RouteObject[] = [
  {
    path: '/kitchen',
    // A sign-out from the back office goes home (useSignOut).
    handle: signedInOnlyHandle,
    lazy: () => import('./layout/kitchen-layout.tsx').then((m) => ({ Component: m.KitchenLayout })),
    // Shown while a directly opened back-office address loads its frame and screen (else the page is blank meanwhile).
    HydrateFallback: KitchenHydrateFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/kitchen/board.tsx').then((m) => ({ Component: m.KitchenBoardScreen })) },
          { path: 'menu', lazy: () => import('./routes/kitchen/menu.tsx').then((m) => ({ Component: m.KitchenMenuScreen })) },
          { path: 'menu/new', lazy: () => import('./routes/kitchen/menu-dish.tsx').then((m) => ({ Component: m.KitchenMenuDishScreen })) },
          { path: 'menu/:dishId', lazy: () => import('./routes/kitchen/menu-dish.tsx').then((m) => ({ Component: m.KitchenMenuDishScreen })) },
          { path: 'enquiries', lazy: () => import('./routes/kitchen/enquiries.tsx').then((m) => ({ Component: m.KitchenEnquiriesScreen })) },
          { path: 'quotes', lazy: () => import('./routes/kitchen/quotes.tsx').then((m) => ({ Component: m.KitchenQuotesScreen })) },
          { path: 'quotes/new', lazy: () => import('./routes/kitchen/quote.tsx').then((m) => ({ Component: m.KitchenQuoteScreen })) },
          { path: 'quotes/:quoteId', lazy: () => import('./routes/kitchen/quote.tsx').then((m) => ({ Component: m.KitchenQuoteScreen })) },
          { path: 'reports', lazy: () => import('./routes/kitchen/reports.tsx').then((m) => ({ Component: m.KitchenReportsScreen })) },
          { path: 'settings', lazy: () => import('./routes/kitchen/settings.tsx').then((m) => ({ Component: m.KitchenSettingsScreen })) },
        ],
      },
    ],
  },
];

function KitchenHydrateFallback() {
  return <RouteLoading label="Opening the kitchen…" />;
}
