/**
 * The kitchen's screens (/kitchen), each a lazy module: loaded only when an address under /kitchen is opened
 * (kitchen-routes.tsx), so the shop's shell carries neither their imports nor the lists of their chunks.
 */
import type { ComponentType } from 'react';

export const kitchenScreens = {
  layout: () => import('./layout/kitchen-layout.tsx').then((m) => m.KitchenLayout),
  board: () => import('./routes/kitchen/board.tsx').then((m) => m.KitchenBoardScreen),
  menu: () => import('./routes/kitchen/menu.tsx').then((m) => m.KitchenMenuScreen),
  menuDish: () => import('./routes/kitchen/menu-dish.tsx').then((m) => m.KitchenMenuDishScreen),
  enquiries: () => import('./routes/kitchen/enquiries.tsx').then((m) => m.KitchenEnquiriesScreen),
  quotes: () => import('./routes/kitchen/quotes.tsx').then((m) => m.KitchenQuotesScreen),
  quote: () => import('./routes/kitchen/quote.tsx').then((m) => m.KitchenQuoteScreen),
  offers: () => import('./routes/kitchen/offers.tsx').then((m) => m.KitchenOffersScreen),
  offer: () => import('./routes/kitchen/offer.tsx').then((m) => m.KitchenOfferScreen),
  loyalty: () => import('./routes/kitchen/loyalty.tsx').then((m) => m.KitchenLoyaltyScreen),
  offerMails: () => import('./routes/kitchen/offer-mails.tsx').then((m) => m.KitchenOfferMailsScreen),
  offerMail: () => import('./routes/kitchen/offer-mail.tsx').then((m) => m.KitchenOfferMailScreen),
  reports: () => import('./routes/kitchen/reports.tsx').then((m) => m.KitchenReportsScreen),
  settings: () => import('./routes/kitchen/settings.tsx').then((m) => m.KitchenSettingsScreen),
  alerts: () => import('./routes/kitchen/alerts.tsx').then((m) => m.KitchenAlertsScreen),
} satisfies Record<string, () => Promise<ComponentType>>;

export type KitchenScreen = keyof typeof kitchenScreens;
