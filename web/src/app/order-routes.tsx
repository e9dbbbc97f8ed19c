/**
 * The cart and checkout screens of the route table (docs/product.md#cart-and-checkout-screens): signed-in customers only, so
 * anyone else goes to /login, which brings them back.
 */
import type { RouteObject } from 'react-router';
import { signedInOnlyHandle } from '../features/session/hooks/use-sign-out.ts';

export const orderRoutes: RouteObject[] = [
  {
    path: 'order',
    handle: signedInOnlyHandle,
    lazy: () => import('../features/session/components/require-sign-in.tsx').then((m) => ({ Component: m.RequireSignIn })),
    children: [
      { index: true, lazy: () => import('./routes/order.tsx').then((m) => ({ Component: m.OrderScreen })) },
      { path: 'schedule', lazy: () => import('./routes/checkout.tsx').then((m) => ({ Component: m.CheckoutScreen })) },
    ],
  },
];
