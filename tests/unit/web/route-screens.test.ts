// @vitest-environment jsdom
/**
 * The kitchen's and the account's routes load their frame and screens through one lazy module each
 * (web/src/app/kitchen-screens.ts, account-screens.ts), so the shop's shell carries only their paths
 * (docs/architecture.md#chunks): each address still resolves to the same components, frame and screen.
 */
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerBasename, routes } from '../../../web/src/app/router.tsx';

/** The components an address renders, outermost first, each route's `lazy` resolved. */
async function componentsAt(path: string): Promise<unknown[]> {
  const matches = matchRoutes(routes, `${routerBasename}${path}`, routerBasename) ?? [];
  const loaded = await Promise.all(matches.map(async ({ route }) => (typeof route.lazy === 'function' ? (await route.lazy()).Component : route.Component)));
  return loaded.filter(Boolean);
}

const kitchenLayout = async () => (await import('../../../web/src/app/layout/kitchen-layout.tsx')).KitchenLayout;
const accountLayout = async () => (await import('../../../web/src/app/routes/account/account-layout.tsx')).AccountLayout;
const recentPassword = async () => (await import('../../../web/src/features/session/components/require-recent-password.tsx')).RequireRecentPassword;

describe('the kitchen’s routes', () => {
  it.each([
    ['/kitchen', async () => (await import('../../../web/src/app/routes/kitchen/board.tsx')).KitchenBoardScreen],
    ['/kitchen/menu', async () => (await import('../../../web/src/app/routes/kitchen/menu.tsx')).KitchenMenuScreen],
    ['/kitchen/menu/new', async () => (await import('../../../web/src/app/routes/kitchen/menu-dish.tsx')).KitchenMenuDishScreen],
    ['/kitchen/menu/d1', async () => (await import('../../../web/src/app/routes/kitchen/menu-dish.tsx')).KitchenMenuDishScreen],
    ['/kitchen/enquiries', async () => (await import('../../../web/src/app/routes/kitchen/enquiries.tsx')).KitchenEnquiriesScreen],
    ['/kitchen/quotes', async () => (await import('../../../web/src/app/routes/kitchen/quotes.tsx')).KitchenQuotesScreen],
    ['/kitchen/quotes/new', async () => (await import('../../../web/src/app/routes/kitchen/quote.tsx')).KitchenQuoteScreen],
    ['/kitchen/quotes/q1', async () => (await import('../../../web/src/app/routes/kitchen/quote.tsx')).KitchenQuoteScreen],
    ['/kitchen/offers', async () => (await import('../../../web/src/app/routes/kitchen/offers.tsx')).KitchenOffersScreen],
    ['/kitchen/offers/new', async () => (await import('../../../web/src/app/routes/kitchen/offer.tsx')).KitchenOfferScreen],
    ['/kitchen/offers/loyalty', async () => (await import('../../../web/src/app/routes/kitchen/loyalty.tsx')).KitchenLoyaltyScreen],
    ['/kitchen/offers/emails', async () => (await import('../../../web/src/app/routes/kitchen/offer-mails.tsx')).KitchenOfferMailsScreen],
    ['/kitchen/offers/emails/new', async () => (await import('../../../web/src/app/routes/kitchen/offer-mail.tsx')).KitchenOfferMailScreen],
    ['/kitchen/offers/o1', async () => (await import('../../../web/src/app/routes/kitchen/offer.tsx')).KitchenOfferScreen],
    ['/kitchen/reports', async () => (await import('../../../web/src/app/routes/kitchen/reports.tsx')).KitchenReportsScreen],
    ['/kitchen/settings', async () => (await import('../../../web/src/app/routes/kitchen/settings.tsx')).KitchenSettingsScreen],
    ['/kitchen/settings/alerts', async () => (await import('../../../web/src/app/routes/kitchen/alerts.tsx')).KitchenAlertsScreen],
  ])('%s shows its screen in the kitchen’s frame', async (path, screen) => {
    expect(await componentsAt(path)).toEqual([await kitchenLayout(), await screen()]);
  });
});

describe('the account’s routes', () => {
  it.each([
    ['/account', async () => (await import('../../../web/src/app/routes/account/home.tsx')).AccountHomeScreen],
    ['/account/addresses', async () => (await import('../../../web/src/app/routes/account/addresses.tsx')).AddressesScreen],
    ['/account/addresses/add', async () => (await import('../../../web/src/app/routes/account/address-form.tsx')).AddAddressScreen],
    ['/account/addresses/edit/a1', async () => (await import('../../../web/src/app/routes/account/address-form.tsx')).EditAddressScreen],
    ['/account/payments', async () => (await import('../../../web/src/app/routes/account/payments.tsx')).PaymentsScreen],
    ['/account/favorites', async () => (await import('../../../web/src/app/routes/account/favorites.tsx')).FavoritesScreen],
    ['/account/orders', async () => (await import('../../../web/src/app/routes/account/orders.tsx')).OrdersScreen],
    ['/account/order-details/o1', async () => (await import('../../../web/src/app/routes/account/order-details.tsx')).OrderDetailsScreen],
    ['/account/quotes', async () => (await import('../../../web/src/app/routes/account/quotes.tsx')).QuotesScreen],
    ['/account/quotes/q1', async () => (await import('../../../web/src/app/routes/account/quote-details.tsx')).QuoteDetailsScreen],
    ['/account/points', async () => (await import('../../../web/src/app/routes/account/points.tsx')).PointsScreen],
    ['/account/messages', async () => (await import('../../../web/src/app/routes/account/messages.tsx')).MessagesScreen],
    ['/account/notifications', async () => (await import('../../../web/src/app/routes/account/notifications.tsx')).NotificationsScreen],
    ['/account/login-security/authenticate', async () => (await import('../../../web/src/app/routes/account/authenticate.tsx')).AuthenticateScreen],
    ['/account/login-security/password', async () => (await import('../../../web/src/app/routes/account/password.tsx')).PasswordScreen],
    ['/account/login-security/verify-code', async () => (await import('../../../web/src/app/routes/account/verify-code.tsx')).VerifyCodeScreen],
  ])('%s shows its screen in the account’s frame', async (path, screen) => {
    const [, ...components] = await componentsAt(path);
    expect(components).toEqual([await accountLayout(), await screen()]);
  });

  it.each([
    ['/account/login-security', async () => (await import('../../../web/src/app/routes/account/login-security.tsx')).LoginSecurityScreen],
    ['/account/login-security/name', async () => (await import('../../../web/src/app/routes/account/name.tsx')).NameScreen],
    ['/account/login-security/phone', async () => (await import('../../../web/src/app/routes/account/phone.tsx')).PhoneScreen],
    ['/account/login-security/email', async () => (await import('../../../web/src/app/routes/account/email.tsx')).EmailScreen],
  ])('%s asks for a recent password, then shows its screen in the account’s frame', async (path, screen) => {
    const [, ...components] = await componentsAt(path);
    expect(components).toEqual([await accountLayout(), await recentPassword(), await screen()]);
  });
});
