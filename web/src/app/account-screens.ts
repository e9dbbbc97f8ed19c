/**
 * The account's screens (/account), each a lazy module: loaded only when an address under /account is opened
 * (account-routes.tsx), which only a signed-in customer can use, so the shop's shell carries neither their imports
 * nor the lists of their chunks.
 */
import type { ComponentType } from 'react';

export const accountScreens = {
  layout: () => import('./routes/account/account-layout.tsx').then((m) => m.AccountLayout),
  requireRecentPassword: () => import('../features/session/components/require-recent-password.tsx').then((m) => m.RequireRecentPassword),
  home: () => import('./routes/account/home.tsx').then((m) => m.AccountHomeScreen),
  addresses: () => import('./routes/account/addresses.tsx').then((m) => m.AddressesScreen),
  addAddress: () => import('./routes/account/address-form.tsx').then((m) => m.AddAddressScreen),
  editAddress: () => import('./routes/account/address-form.tsx').then((m) => m.EditAddressScreen),
  payments: () => import('./routes/account/payments.tsx').then((m) => m.PaymentsScreen),
  favorites: () => import('./routes/account/favorites.tsx').then((m) => m.FavoritesScreen),
  orders: () => import('./routes/account/orders.tsx').then((m) => m.OrdersScreen),
  orderDetails: () => import('./routes/account/order-details.tsx').then((m) => m.OrderDetailsScreen),
  quotes: () => import('./routes/account/quotes.tsx').then((m) => m.QuotesScreen),
  quoteDetails: () => import('./routes/account/quote-details.tsx').then((m) => m.QuoteDetailsScreen),
  points: () => import('./routes/account/points.tsx').then((m) => m.PointsScreen),
  messages: () => import('./routes/account/messages.tsx').then((m) => m.MessagesScreen),
  notifications: () => import('./routes/account/notifications.tsx').then((m) => m.NotificationsScreen),
  authenticate: () => import('./routes/account/authenticate.tsx').then((m) => m.AuthenticateScreen),
  password: () => import('./routes/account/password.tsx').then((m) => m.PasswordScreen),
  verifyCode: () => import('./routes/account/verify-code.tsx').then((m) => m.VerifyCodeScreen),
  loginSecurity: () => import('./routes/account/login-security.tsx').then((m) => m.LoginSecurityScreen),
  name: () => import('./routes/account/name.tsx').then((m) => m.NameScreen),
  phone: () => import('./routes/account/phone.tsx').then((m) => m.PhoneScreen),
  email: () => import('./routes/account/email.tsx').then((m) => m.EmailScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type AccountScreen = keyof typeof accountScreens;
