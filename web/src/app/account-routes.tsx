/**
 * The sign-in and account screens of the route table (docs/product.md#sign-in-screens and #account-screens), each a lazy module. Spread
 * into the layout's children in router.tsx, beside the other screens and before the '*' route.
 * Account screens need a signed-in user (and remind one whose address is not verified yet); the login-and-security details also a password re-entry
 * in the last 15 minutes (the password screen asks for the current password itself).
 */
import type { RouteObject } from 'react-router';
import { signedInOnlyHandle } from '../features/session/hooks/use-sign-out.ts';

const accountLayout = () => import('./routes/account/account-layout.tsx').then((m) => ({ Component: m.AccountLayout }));
const requireRecentPassword = () => import('../features/session/components/require-recent-password.tsx').then((m) => ({ Component: m.RequireRecentPassword }));

export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./routes/auth/login.tsx').then((m) => ({ Component: m.LoginScreen })) },
  { path: 'login/two-factor/:id/:token', lazy: () => import('./routes/auth/two-factor.tsx').then((m) => ({ Component: m.TwoFactorScreen })) },
  { path: 'register', lazy: () => import('./routes/auth/register.tsx').then((m) => ({ Component: m.RegisterScreen })) },
  { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordScreen })) },
  // The forgot-password continuation shows the same form as the reset link.
  { path: 'forgot-password/:id/:token', lazy: () => import('./routes/auth/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordScreen })) },
  { path: 'reset-password/:id/:token', lazy: () => import('./routes/auth/reset-password.tsx').then((m) => ({ Component: m.ResetPasswordScreen })) },
  {
    path: 'users/:userId/verify-email/:token',
    lazy: () => import('./routes/auth/verify-email.tsx').then((m) => ({ Component: m.VerifyEmailScreen })),
  },
  { path: 'success', lazy: () => import('./routes/auth/success.tsx').then((m) => ({ Component: m.SuccessScreen })) },
  {
    path: 'account',
    // Marks the screens a sign-out leaves for the home page (useSignOut).
    handle: signedInOnlyHandle,
    lazy: accountLayout,
    children: [
      { index: true, lazy: () => import('./routes/account/home.tsx').then((m) => ({ Component: m.AccountHomeScreen })) },
      { path: 'addresses', lazy: () => import('./routes/account/addresses.tsx').then((m) => ({ Component: m.AddressesScreen })) },
      { path: 'addresses/add', lazy: () => import('./routes/account/address-form.tsx').then((m) => ({ Component: m.AddAddressScreen })) },
      {
        path: 'addresses/edit/:addressId',
        lazy: () => import('./routes/account/address-form.tsx').then((m) => ({ Component: m.EditAddressScreen })),
      },
      { path: 'payments', lazy: () => import('./routes/account/payments.tsx').then((m) => ({ Component: m.PaymentsScreen })) },
      { path: 'favorites', lazy: () => import('./routes/account/favorites.tsx').then((m) => ({ Component: m.FavoritesScreen })) },
      { path: 'orders', lazy: () => import('./routes/account/orders.tsx').then((m) => ({ Component: m.OrdersScreen })) },
      {
        path: 'order-details/:orderId',
        lazy: () => import('./routes/account/order-details.tsx').then((m) => ({ Component: m.OrderDetailsScreen })),
      },
      { path: 'quotes', lazy: () => import('./routes/account/quotes.tsx').then((m) => ({ Component: m.QuotesScreen })) },
      { path: 'quotes/:quoteId', lazy: () => import('./routes/account/quote-details.tsx').then((m) => ({ Component: m.QuoteDetailsScreen })) },
      { path: 'messages', lazy: () => import('./routes/account/messages.tsx').then((m) => ({ Component: m.MessagesScreen })) },
      {
        path: 'login-security/authenticate',
        lazy: () => import('./routes/account/authenticate.tsx').then((m) => ({ Component: m.AuthenticateScreen })),
      },
      {
        path: 'login-security/password',
        lazy: () => import('./routes/account/password.tsx').then((m) => ({ Component: m.PasswordScreen })),
      },
      {
        path: 'login-security/verify-code',
        lazy: () => import('./routes/account/verify-code.tsx').then((m) => ({ Component: m.VerifyCodeScreen })),
      },
      {
        lazy: requireRecentPassword,
        children: [
          { path: 'login-security', lazy: () => import('./routes/account/login-security.tsx').then((m) => ({ Component: m.LoginSecurityScreen })) },
          { path: 'login-security/name', lazy: () => import('./routes/account/name.tsx').then((m) => ({ Component: m.NameScreen })) },
          { path: 'login-security/phone', lazy: () => import('./routes/account/phone.tsx').then((m) => ({ Component: m.PhoneScreen })) },
          { path: 'login-security/email', lazy: () => import('./routes/account/email.tsx').then((m) => ({ Component: m.EmailScreen })) },
        ],
      },
    ],
  },
];
