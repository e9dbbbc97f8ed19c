/**
 * The route table of docs/product.md#screens, as far as its screens exist. Every screen is its own lazy
 * module under ./routes; the paths of screens that later issues build fall to the not-found page
 * until they are added here.
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from './layout/root-layout.tsx';
import { accountRoutes } from './account-routes.tsx';
import { kitchenRoutes } from './kitchen-routes.tsx';
import { orderRoutes } from './order-routes.tsx';
import { RouteError } from './layout/route-error.tsx';

export const routerBasename = '/spices';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // Inside the layout, so a failing screen keeps the header and footer.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeScreen })) },
          { path: 'menu', lazy: () => import('./routes/menu.tsx').then((m) => ({ Component: m.MenuScreen })) },
          { path: 'menu/:foodId', lazy: () => import('./routes/dish.tsx').then((m) => ({ Component: m.DishScreen })) },
          { path: 'catering', lazy: () => import('./routes/catering.tsx').then((m) => ({ Component: m.CateringScreen })) },
          { path: 'about', lazy: () => import('./routes/about.tsx').then((m) => ({ Component: m.AboutScreen })) },
          { path: 'contact', lazy: () => import('./routes/contact.tsx').then((m) => ({ Component: m.ContactScreen })) },
          { path: 'quotes/:quoteId', lazy: () => import('./routes/quote.tsx').then((m) => ({ Component: m.QuoteScreen })) },
          { path: 'kitchen/orders/:orderId/:action', lazy: () => import('./routes/kitchen-action.tsx').then((m) => ({ Component: m.KitchenActionScreen })) },
          // The offer e-mails' links (the confirming e-mail's and every offer e-mail's footer): signed out too, not pre-rendered.
          { path: 'offer-emails/confirm', lazy: () => import('./routes/offer-emails-confirm.tsx').then((m) => ({ Component: m.OfferEmailsConfirmScreen })) },
          {
            path: 'offer-emails/unsubscribe',
            lazy: () => import('./routes/offer-emails-unsubscribe.tsx').then((m) => ({ Component: m.OfferEmailsUnsubscribeScreen })),
          },
          ...accountRoutes,
          ...orderRoutes,
          // /checkout is among the paths without a header (docs/product.md#header-and-footer); the checkout step is /order/schedule.
          { path: 'checkout', loader: () => redirect('/order/schedule') },
          { path: '*', lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundScreen })) },
        ],
      },
    ],
  },
  // The kitchen has its own frame (no shop header or footer).
  ...kitchenRoutes,
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}
