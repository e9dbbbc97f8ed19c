/**
 * The sign-in and account screens of the route table (docs/product.md#sign-in-screens and #account-screens), each a lazy module. Spread
 * into the layout's children in router.tsx, beside the other screens and before the '*' route.
 * Account screens need a signed-in user (and remind one whose address is not verified yet); the login-and-security details also a password re-entry
 * in the last 15 minutes (the password screen asks for the current password itself).
 * The sign-in screens' modules are imported here; the account's (/account, a signed-in customer's only) through
 * account-screens.ts, itself loaded lazily, so a visitor's shell carries neither those imports nor the lists of their
 * chunks (docs/architecture.md#chunks).
 */
import type { RouteObject } from 'react-router';
import { signedInOnlyHandle } from '../features/session/hooks/use-sign-out.ts';
import type { AccountScreen } from './account-screens.ts';

/** An account screen's route module, through account-screens.ts (one lazy module the shop's shell does not carry). */
const screen = (name: AccountScreen) => () => import('./account-screens.ts').then(async (m) => ({ Component: await m.accountScreens[name]() }));

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
    lazy: screen('layout'),
    children: [
      { index: true, lazy: screen('home') },
      { path: 'addresses', lazy: screen('addresses') },
      { path: 'addresses/add', lazy: screen('addAddress') },
      { path: 'addresses/edit/:addressId', lazy: screen('editAddress') },
      { path: 'payments', lazy: screen('payments') },
      { path: 'favorites', lazy: screen('favorites') },
      { path: 'orders', lazy: screen('orders') },
      { path: 'order-details/:orderId', lazy: screen('orderDetails') },
      { path: 'quotes', lazy: screen('quotes') },
      { path: 'quotes/:quoteId', lazy: screen('quoteDetails') },
      { path: 'points', lazy: screen('points') },
      { path: 'messages', lazy: screen('messages') },
      { path: 'notifications', lazy: screen('notifications') },
      { path: 'login-security/authenticate', lazy: screen('authenticate') },
      { path: 'login-security/password', lazy: screen('password') },
      { path: 'login-security/verify-code', lazy: screen('verifyCode') },
      {
        lazy: screen('requireRecentPassword'),
        children: [
          { path: 'login-security', lazy: screen('loginSecurity') },
          { path: 'login-security/name', lazy: screen('name') },
          { path: 'login-security/phone', lazy: screen('phone') },
          { path: 'login-security/email', lazy: screen('email') },
        ],
      },
    ],
  },
];
