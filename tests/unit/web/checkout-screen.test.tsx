// @vitest-environment jsdom
import type { Address } from '@functions/accounts/contract/address';
import type { Cart, CartOrder } from '@functions/cart/contract/cart';
import type { Order, QuoteAnswer, ScheduleAnswer } from '@functions/orders/contract/order';
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutScreen } from '../../../web/src/app/routes/checkout.tsx';
import { taxRateText } from '../../../web/src/components/order-totals.tsx';
import { addDays, businessDate, dayChipLabel, dayChipLines, instantLabel } from '../../../web/src/features/checkout/hooks/slot-labels.ts';
import { textUpdatesChoice } from '../../../web/src/features/checkout/hooks/text-updates.ts';
import { tipCentsFrom } from '../../../web/src/features/checkout/hooks/use-checkout-choices.ts';
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { textConsentWords } from '@functions/messaging/contract/customer-updates';

const tripKey = '0b7a1c52-7f1e-4d7e-9a55-3c1f0e2d4b6a';
const addressId = '01JCHKADDR0000000000000000';
const orderId = '01JCHKGKEQ8Y3M5NZ2W4T6V8XA';

function cartLine(overrides: Partial<CartOrder>): CartOrder {
  return {
    orderId: 'a'.repeat(24),
    orderDishId: 'jollof-rice',
    name: 'Jollof Rice',
    category: 'entrée',
    size: 'medium',
    pricePackageId: 'jollof-rice-m',
    amount: '16 oz bowl',
    catering: false,
    price: 1399,
    addedPrice: 1399,
    quantity: 2,
    lineTotal: 2798,
    spiciness: 1,
    canBeSpicy: true,
    ingredients: [],
    removedIngredients: [],
    allIngredients: [],
    includedIngredients: [],
    sizes: [],
    image: '',
    blurHash: '',
    status: 'cart',
    issue: null,
    ...overrides,
  };
}

const lines = [
  cartLine({}),
  cartLine({
    orderId: 'b'.repeat(24),
    orderDishId: 'fufu',
    name: 'Fufu',
    size: 'small',
    amount: '1 ball',
    price: 499,
    quantity: 1,
    lineTotal: 499,
    spiciness: 0,
    canBeSpicy: false,
  }),
];
const fullCart: Cart = {
  cart: [
    { dishId: 'jollof-rice', name: 'Jollof Rice', image: '', blurHash: '', orders: [lines[0]!] },
    { dishId: 'fufu', name: 'Fufu', image: '', blurHash: '', orders: [lines[1]!] },
  ],
  totalPrice: 3297,
  totalCount: 3,
  priceAmounts: [],
  inactiveDishes: [],
};
const emptyCart: Cart = { cart: [], totalPrice: 0, totalCount: 0, priceAmounts: [], inactiveDishes: [] };

const home: Address = {
  id: addressId,
  label: 'Home',
  recipientName: 'Ama Mensah',
  line1: '2400 N Maryland Ave',
  line2: '',
  city: 'Milwaukee',
  state: 'WI',
  zip: '53211',
  phone: null,
  deliveryInstructions: '',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const payments: PaymentMethodsAnswer = {
  methods: [
    { id: 'in-person-card', title: 'Card, in person', description: 'Pay by card when you get your food.' },
    { id: 'in-person-cash', title: 'Cash, in person', description: 'Pay in US dollars when you get your food.' },
  ],
  onlinePayments: false,
  tipPresetPercents: [0, 15, 18, 20],
  customTipMaxCents: 50_000,
};

const today = businessDate();
const inThreeDays = addDays(today, 3);
const slot = (date: string, time: string, utc: string, placesLeft = 6) => ({ id: `${date}T${utc}:00.000Z`, date, time, placesLeft });

/** ASAP when the kitchen can't take it now (closed): the schedule answer's reason. */
const closedAsap = { available: false as const, message: 'We open at 11 a.m. today. Please choose a time.' };

function scheduleFor(mode: 'pickup' | 'delivery', catering = false, asap: ScheduleAnswer['asap'] | undefined = undefined): ScheduleAnswer {
  return {
    mode,
    catering,
    asap:
      asap ??
      (catering
        ? { available: false, message: 'Catering orders are scheduled: order by 5 p.m. for the day after next.' }
        : { available: true, readyAt: new Date(Date.now() + 45 * 60_000).toISOString() }),
    days: [
      { date: addDays(today, 2), slots: [slot(addDays(today, 2), '12:00', '17:00')] },
      {
        date: inThreeDays,
        slots: [slot(inThreeDays, '11:30', '16:30'), slot(inThreeDays, '17:15', '22:15', 2), slot(inThreeDays, '18:00', '23:00')],
      },
    ],
  };
}

// Deliberately not what a browser would add up: the summary must show the server's figures.
const pickupQuote: QuoteAnswer = {
  totals: { subtotalCents: 3297, deliveryFeeCents: 0, taxCents: 261, tipCents: 495, totalCents: 4053, taxRateBasisPoints: 790 },
  catering: false,
  itemCount: 3,
  refusals: [],
  paymentMethods: ['in-person-card', 'in-person-cash'],
};
const deliveryQuote: QuoteAnswer = {
  totals: { subtotalCents: 3297, deliveryFeeCents: 499, taxCents: 300, tipCents: 593, totalCents: 4689, taxRateBasisPoints: 790 },
  catering: false,
  itemCount: 3,
  refusals: [],
  paymentMethods: ['in-person-card', 'in-person-cash'],
};

const placedOrder: Order = {
  orderId,
  number: '000000',
  placedAt: '2026-01-01T12:00:00.000Z',
  status: 'placed',
  history: [{ status: 'placed', at: '2026-01-01T12:00:00.000Z' }],
  mode: 'pickup',
  asap: false,
  slotId: `${inThreeDays}T22:15:00.000Z`,
  address: null,
  lines: [],
  totals: pickupQuote.totals,
  notes: '',
  paymentMethod: 'in-person-cash',
  paymentStatus: 'pay-on-handover',
  customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: null },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const refusal = (message: string, path: string, code: string) => json({ error: { code: 'CONFLICT', message, details: [{ path, message: code }] } }, 409);

let cart: Cart;
let addresses: Address[];
let catering: boolean;
/** The schedule's ASAP when a test sets it (else offered, or not for catering). */
let asapAnswer: ScheduleAnswer['asap'] | undefined;
let quoteFor: (body: { mode: string; tip: unknown; when?: unknown; code?: string; rewardId?: string }) => QuoteAnswer;
/** GET /account/points (undefined: answered 404, so no rewards are offered). */
let points: PointsAnswer | undefined;
let placeAnswers: (() => Response)[];
/** The account's phone, which checkout starts from (null: none yet). */
let accountPhone: string | null;
/** GET /account/notifications: whether this stage texts, and the account's choice (undefined: answered 404). */
let notifications: NotificationsAnswer | undefined;
const notificationsOf = (texts: Partial<NotificationsAnswer['texts']>, channels = { texts: true, push: true }): NotificationsAnswer => ({
  texts: { on: false, phone: '+14145550142', stopped: false, ...texts },
  devices: [],
  channels,
});
const sessionUser = { id: 'u1', name: 'Ama', theme: 'light', email: 'ama@example.com', emailVerified: true, twoFactorEnabled: false };

const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (url === '/api/auth/isLoggdIn') return json({ loggedIn: true, user: { ...sessionUser, phone: accountPhone } });
  if (url === '/api/cart') return json(cart);
  if (url === '/api/address') return json(addresses);
  if (url === '/api/payments/methods') return json(payments);
  if (url.startsWith('/api/orders/schedule?mode=')) return json(scheduleFor(url.endsWith('delivery') ? 'delivery' : 'pickup', catering, asapAnswer));
  if (url === '/api/orders/quote' && method === 'POST') return json(quoteFor(JSON.parse(String(init?.body))));
  if (url === '/api/orders' && method === 'POST') return (placeAnswers.shift() ?? (() => json(placedOrder, 201)))();
  if (url === '/api/account/notifications' && notifications) return json(notifications);
  if (url === '/api/account/points' && points) return json(points);
  return new Response('{}', { status: 404 });
});

function calls(path: string, method: string) {
  return api.mock.calls.filter(([url, init]) => String(url).split('?')[0] === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method);
}

function OrderDetails() {
  const location = useLocation();
  return (
    <>
      <h1>Order details</h1>
      <p>{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderCheckout(state: unknown = { orderId: tripKey, cartOrders: [], chosenIngredients: [] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/order/schedule', element: <CheckoutScreen /> },
      { path: '/account/order-details/:orderId', element: <OrderDetails /> },
      { path: '/menu', element: <h1>Menu</h1> },
      { path: '/order', element: <h1>Cart</h1> },
    ],
    { initialEntries: [{ pathname: '/order/schedule', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const section = (name: string) => screen.getByRole('group', { name });
const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
const placeButton = () => within(summary()).getByRole('button', { name: /Place order/ });

/** Money in the summary's totals, by the row's term. */
function totalRow(term: string | RegExp) {
  const totals = within(summary()).getByLabelText('Totals');
  const row = within(totals).getByText(term).parentElement!;
  return row.querySelector('dd')!.textContent;
}

/** The summary's totals' terms, top to bottom. */
function totalTerms(): string[] {
  return [...within(summary()).getByLabelText('Totals').querySelectorAll('dt')].map((term) => term.textContent!);
}

/** The bodies of the quotes asked so far. */
function quoteBodies(): Record<string, unknown>[] {
  return calls('/api/orders/quote', 'POST').map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** "Have a code?" opened, the code typed and applied with Enter (which must never place the order). */
function applyCode(code: string) {
  const field = within(summary()).queryByRole('textbox', { name: 'Offer code' });
  if (!field) fireEvent.click(within(summary()).getByRole('button', { name: 'Have a code?' }));
  const input = within(summary()).getByRole('textbox', { name: 'Offer code' });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

/** '$5 off orders over $30' taken as the code SAVE5: the pickup quote less $5.00 before tax. */
const save5 = { offerId: '01JCHKOFFER000000000000001', kind: 'code', code: 'SAVE5', words: '$5 off orders over $30', discountCents: 500, on: 'food' } as const;
const save5Quote: QuoteAnswer = {
  ...pickupQuote,
  totals: { ...pickupQuote.totals, discountCents: 500, taxCents: 221, totalCents: 3513 },
  offer: save5,
};

/** 300 points available: '$5 off' (250) is reached, 'Free samosas' (400) is not. */
const pointsWith = (overrides: Partial<PointsAnswer> = {}): PointsAnswer => ({
  enabled: true,
  pointsPerDollar: 1,
  available: 300,
  pending: 0,
  expiring: null,
  rewards: [
    { rewardId: 'five-off', name: '$5 off', points: 250, reachable: true },
    { rewardId: 'free-samosas', name: 'Free samosas', points: 400, reachable: false },
  ],
  history: [],
  ...overrides,
});
/** The reward 'five-off' taken with 250 points: the pickup quote less $5.00 before tax. */
const fiveOff = { offerId: 'five-off', kind: 'reward', words: '$5 off', discountCents: 500, on: 'food', points: 250 } as const;
const fiveOffQuote: QuoteAnswer = { ...save5Quote, offer: fiveOff };
const rewardsGroup = () => within(summary()).getByRole('group', { name: 'Use your points:' });

/** Schedule, the second day (in three days), its evening, and 5:15 p.m. */
async function chooseScheduledSlot() {
  fireEvent.click(within(section('When')).getByRole('radio', { name: 'Schedule' }));
  const days = within(section('When')).getByRole('group', { name: 'Day' });
  fireEvent.click(within(days).getAllByRole('radio')[1]!);
  fireEvent.click(within(section('When')).getByRole('radio', { name: /^Evening, / }));
  const times = within(section('When')).getByRole('group', { name: /^Time on / });
  fireEvent.click(within(times).getByRole('radio', { name: /5:15 p\.m\./ }));
}

/** The times the When step shows now, as their buttons read. */
function shownTimes(): string[] {
  const times = within(section('When')).getByRole('group', { name: /^Time on / });
  return within(times)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')!.textContent!);
}

beforeEach(() => {
  window.localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Ama' }));
  vi.stubGlobal('fetch', api);
  Element.prototype.scrollIntoView = vi.fn();
  cart = fullCart;
  addresses = [home];
  catering = false;
  asapAnswer = undefined;
  quoteFor = (body) => (body.mode === 'delivery' ? deliveryQuote : pickupQuote);
  placeAnswers = [];
  accountPhone = '+14145550142';
  notifications = undefined;
  points = undefined;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('CheckoutScreen', () => {
  it('starts with pickup (the kitchen’s address, no address step), and delivery adds the saved default address and its quote', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Checkout | Spices African Kitchen'));
    const mode = await screen.findByRole('group', { name: 'Pickup or delivery' });
    expect((within(mode).getByRole('radio', { name: 'Pickup' }) as HTMLInputElement).checked).toBe(true);
    expect(within(mode).getByText(/2218 N Martin Luther King Jr Dr/)).toBeTruthy();
    expect(within(mode).getByRole('list', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Delivery address' })).toBeNull();
    for (const name of ['When', 'Tip', 'Payment']) expect(section(name)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notes for the kitchen' })).toBeTruthy();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    expect(within(summary()).queryByText('Delivery fee')).toBeNull();
    // The pickup quote asked for no address, and no tip is preselected for pickup.
    expect(JSON.parse(String((calls('/api/orders/quote', 'POST')[0]![1] as RequestInit).body))).toEqual({
      mode: 'pickup',
      tip: { kind: 'percent', percent: 0 },
    });
    expect((within(section('Tip')).getByRole('radio', { name: 'No tip' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(mode).getByRole('radio', { name: 'Delivery' }));
    const address = await screen.findByRole('group', { name: 'Delivery address' });
    const homeCard = await within(address).findByRole('radio', { name: /^Home/ });
    expect((homeCard as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(totalRow('Delivery fee')).toBe('$4.99'));
    expect(totalRow('Total')).toBe('$46.89');
    const deliveryBody = JSON.parse(String((calls('/api/orders/quote', 'POST').at(-1)![1] as RequestInit).body));
    // Delivery keeps the named default tip.
    expect(deliveryBody).toEqual({ mode: 'delivery', addressId, tip: { kind: 'percent', percent: 15 } });
    expect(within(section('Payment')).getByText(/You pay the driver at the door/)).toBeTruthy();
    expect(within(address).getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe('/account/addresses/add');
  });

  it('shows the cart’s lines and exactly the quote’s subtotal, tax with its rate, tip and total', async () => {
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    const items = within(summary()).getByRole('list', { name: '3 items' });
    // Each line says its customisations as the cart does: the spice level only for a dish that can be spicy.
    expect([...items.children].map((item) => item.textContent)).toEqual([
      'Jollof Rice × 2Medium · 16 oz bowlSpice level: One flame$27.98',
      'Fufu × 1Small · 1 ball$4.99',
    ]);
    expect(totalRow('Subtotal')).toBe('$32.97');
    expect(totalRow('Tax (7.9%)')).toBe('$2.61');
    expect(totalRow('Tip')).toBe('$4.95');
    // The totals sit in a live region, so a changed total is announced.
    expect(within(summary()).getByLabelText('Totals').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('places the order with the trip’s Idempotency-Key and the chosen payload, then opens the order with { placed: true }', async () => {
    const router = renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await chooseScheduledSlot();
    expect(within(section('When')).getByRole('radio', { name: '5:15 p.m., few left' })).toBeTruthy();
    fireEvent.click(within(section('Tip')).getByRole('radio', { name: '18%' }));
    fireEvent.change(screen.getByLabelText('Anything we should know? (optional)'), { target: { value: 'No onions, please.' } });
    expect(screen.getByText('482 of 500 characters left')).toBeTruthy();
    fireEvent.click(within(section('Payment')).getByRole('radio', { name: 'Cash, in person' }));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    const quoted = calls('/api/orders/quote', 'POST').at(-1)!;
    expect(JSON.parse(String((quoted[1] as RequestInit).body)).tip).toEqual({ kind: 'percent', percent: 18 });

    fireEvent.click(placeButton());
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(router.state.location.pathname).toBe(`/account/order-details/${orderId}`);
    expect(screen.getByText('{"placed":true}')).toBeTruthy();

    const placed = calls('/api/orders', 'POST');
    expect(placed).toHaveLength(1);
    const init = placed[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(tripKey);
    expect(JSON.parse(String(init.body))).toEqual({
      mode: 'pickup',
      tip: { kind: 'percent', percent: 18 },
      when: { kind: 'slot', slotId: `${inThreeDays}T22:15:00.000Z` },
      notes: 'No onions, please.',
      paymentMethod: 'in-person-cash',
      expectedTotalCents: 4053,
      phone: '+14145550142',
      textUpdates: false,
    });
  });

  it('asks for a phone when the account has none: Place order waits for a valid number, which the order is placed with', async () => {
    accountPhone = null;
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    const phone = screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement;
    expect(phone.value).toBe('');
    expect(within(summary()).getByText(/give a phone number/)).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '414555' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('Phone number must be valid')).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '(414) 555-0199' } });
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body)).phone).toBe('+14145550199');
  });

  it('starts from the account’s phone, as the customer would type it', async () => {
    renderCheckout();
    const phone = (await screen.findByRole('textbox', { name: 'Mobile phone number' })) as HTMLInputElement;
    await waitFor(() => expect(phone.value).toBe('(414) 555-0142'));
  });

  it('offers “Text me about this order” under the phone with the consent words in full, unticked, and sends the tick', async () => {
    notifications = notificationsOf({ on: false });
    renderCheckout();
    const box = (await screen.findByRole('checkbox', { name: 'Text me about this order' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(textConsentWords);
    const privacy = screen.getByRole('link', { name: /How we use your number/ });
    // Under the site's base (/spices/ in the build).
    expect(privacy.getAttribute('href')).toBe(`${import.meta.env.BASE_URL}account/notifications#texts-privacy`);
    expect(privacy.getAttribute('target')).toBe('_blank');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await chooseScheduledSlot();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body)).textUpdates).toBe(true);
  });

  it('ticks the texts for an account that keeps them on; a stage without texts shows no box and sends textUpdates false', async () => {
    notifications = notificationsOf({ on: true });
    renderCheckout();
    expect(((await screen.findByRole('checkbox', { name: 'Text me about this order' })) as HTMLInputElement).checked).toBe(true);
    cleanup();

    notifications = notificationsOf({ on: true }, { texts: false, push: true });
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await waitFor(() => expect(calls('/api/account/notifications', 'GET').length).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox', { name: 'Text me about this order' })).toBeNull();
  });

  it('applies a code from “Have a code?”: the quote asked with it says at once what it takes off, the order is placed with it', async () => {
    quoteFor = (body) => (body.code === 'save5' ? save5Quote : pickupQuote);
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    const toggle = within(summary()).getByRole('button', { name: 'Have a code?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    applyCode('save5');
    const applied = await within(summary()).findByRole('status');
    expect(applied.textContent).toContain('SAVE5 · $5 off orders over $30');
    expect(applied.textContent).toContain('−$5.00');
    // The discount comes off before tax: its row sits between the subtotal and the tax.
    expect(totalTerms()).toEqual(['Subtotal', 'Discount (SAVE5)', 'Tax (7.9%)', 'Tip', 'Total']);
    expect(totalRow('Discount (SAVE5)')).toBe('−$5.00');
    expect(totalRow('Total')).toBe('$35.13');
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 }, code: 'save5' });
    expect(calls('/api/orders', 'POST')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Remove'));

    // A time chosen: the quote is asked at it (an offer's days and hours are judged there), still with the code.
    await chooseScheduledSlot();
    await waitFor(() =>
      expect(quoteBodies().at(-1)).toEqual({
        mode: 'pickup',
        tip: { kind: 'percent', percent: 0 },
        when: { kind: 'slot', slotId: `${inThreeDays}T22:15:00.000Z` },
        code: 'save5',
      }),
    );
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    expect(placeButton().textContent).toBe('Place order · $35.13');
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST')[0]![1] as RequestInit).body))).toMatchObject({ code: 'save5', expectedTotalCents: 3513 });
  });

  it('removes the code applied: the quote without it, no discount row, and the field ready for another', async () => {
    quoteFor = (body) => (body.code === 'save5' ? save5Quote : pickupQuote);
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    applyCode('save5');
    fireEvent.click(await within(summary()).findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    expect(totalTerms()).toEqual(['Subtotal', 'Tax (7.9%)', 'Tip', 'Total']);
    expect(within(summary()).queryByRole('status')).toBeNull();
    const input = within(summary()).getByRole('textbox', { name: 'Offer code' }) as HTMLInputElement;
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 } });
  });

  it('says exactly why a code is not taken, under the field, and asks no more quotes with it', async () => {
    quoteFor = (body) => (body.code ? { ...pickupQuote, codeRefusal: { reason: 'UNKNOWN', message: 'That is not a code we know.' } } : pickupQuote);
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    applyCode('   ');
    // Nothing typed is said at once, with no quote asked.
    expect(within(summary()).getByText('Type a code')).toBeTruthy();
    expect(quoteBodies().some((body) => 'code' in body)).toBe(false);

    applyCode('NOPE');
    const message = await within(summary()).findByText('That is not a code we know.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    const input = within(summary()).getByRole('textbox', { name: 'Offer code' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('NOPE');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('That is not a code we know.');
    expect(totalTerms()).toEqual(['Subtotal', 'Tax (7.9%)', 'Tip', 'Total']);

    // Other choices ask again without the code (a code that is not a code counts against the customer's tries).
    fireEvent.click(within(section('Tip')).getByRole('radio', { name: '18%' }));
    await waitFor(() => expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 18 } }));
    expect(quoteBodies().filter((body) => 'code' in body)).toHaveLength(1);
    expect(within(summary()).getByText('That is not a code we know.')).toBeTruthy();
    // A new word clears the sentence about the last one.
    fireEvent.change(input, { target: { value: 'NOPE2' } });
    expect(within(summary()).queryByText('That is not a code we know.')).toBeNull();
  });

  it('shows an automatic offer by itself, saying which, and names it in the totals', async () => {
    const tenOff = { offerId: '01JCHKOFFER000000000000002', kind: 'automatic', words: '10 % off orders over $30', discountCents: 330, on: 'food' } as const;
    quoteFor = () => ({ ...pickupQuote, totals: { ...pickupQuote.totals, discountCents: 330, taxCents: 234, totalCents: 3696 }, offer: tenOff });
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$36.96'));
    expect(within(summary()).getByText('10 % off orders over $30')).toBeTruthy();
    expect(within(summary()).getByText('The best offer for this order, taken by itself.')).toBeTruthy();
    expect(totalTerms()).toEqual(['Subtotal', 'Offer: 10 % off orders over $30', 'Tax (7.9%)', 'Tip', 'Total']);
    expect(totalRow('Offer: 10 % off orders over $30')).toBe('−$3.30');
    // No code applied: Remove is for a code only, and the order is placed without one.
    expect(within(summary()).queryByRole('button', { name: 'Remove' })).toBeNull();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST')[0]![1] as RequestInit).body))).not.toHaveProperty('code');
  });

  it('a code the order no longer takes (409 OFFER_REFUSED) is said at the field and dropped, so the total without it shows', async () => {
    quoteFor = (body) => (body.code === 'save5' ? save5Quote : pickupQuote);
    placeAnswers = [() => refusal('This code has run out.', 'body.code', 'OFFER_REFUSED')];
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    applyCode('save5');
    await waitFor(() => expect(totalRow('Total')).toBe('$35.13'));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await within(summary()).findByText('This code has run out.')).toBeTruthy();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    expect(within(summary()).queryByRole('status')).toBeNull();
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 } });
    // Said at the field only, not again as a notice beside Place order; the order can be placed without it.
    expect(within(summary()).queryByRole('alert')).toBeNull();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body))).toMatchObject({ expectedTotalCents: 4053 });
    expect(JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body))).not.toHaveProperty('code');
  });

  it('offers the rewards the points reach beside “Have a code?”, none while points are off or none is reached', async () => {
    points = pointsWith({ enabled: false });
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await waitFor(() => expect(calls('/api/account/points', 'GET').length).toBeGreaterThan(0));
    expect(within(summary()).queryByRole('group', { name: 'Use your points:' })).toBeNull();
    cleanup();

    points = pointsWith({ available: 100, rewards: pointsWith().rewards.map((reward) => ({ ...reward, reachable: false })) });
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await waitFor(() => expect(calls('/api/account/points', 'GET').length).toBeGreaterThan(1));
    expect(within(summary()).queryByRole('group', { name: 'Use your points:' })).toBeNull();
    cleanup();

    points = pointsWith();
    renderCheckout();
    const group = await waitFor(rewardsGroup);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$5 off (250 points)']);
  });

  it('takes a reward: the quote asked with its id (never with a code too), shown like a code with Remove, and the order placed with it', async () => {
    points = pointsWith();
    quoteFor = (body) => (body.rewardId === 'five-off' ? fiveOffQuote : body.code === 'save5' ? save5Quote : pickupQuote);
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    // A code applied first is replaced when a reward is taken: one or the other.
    applyCode('save5');
    await waitFor(() => expect(totalRow('Discount (SAVE5)')).toBe('−$5.00'));
    fireEvent.click(within(rewardsGroup()).getByRole('button', { name: '$5 off (250 points)' }));
    const applied = await within(summary()).findByRole('status');
    expect(applied.textContent).toContain('$5 off · A reward for 250 points');
    expect(applied.textContent).toContain('−$5.00');
    expect(totalTerms()).toEqual(['Subtotal', 'Reward: $5 off', 'Tax (7.9%)', 'Tip', 'Total']);
    expect(totalRow('Total')).toBe('$35.13');
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 }, rewardId: 'five-off' });
    expect(quoteBodies().some((body) => 'code' in body && 'rewardId' in body)).toBe(false);
    // Taken, the rewards give way to the reward shown.
    expect(within(summary()).queryByRole('group', { name: 'Use your points:' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Remove'));

    await chooseScheduledSlot();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    expect(placeButton().textContent).toBe('Place order · $35.13');
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    const placed = JSON.parse(String((calls('/api/orders', 'POST')[0]![1] as RequestInit).body));
    expect(placed).toMatchObject({ rewardId: 'five-off', expectedTotalCents: 3513 });
    expect(placed).not.toHaveProperty('code');
  });

  it('removes the reward taken: the quote without it, and the rewards offered again', async () => {
    points = pointsWith();
    quoteFor = (body) => (body.rewardId === 'five-off' ? fiveOffQuote : pickupQuote);
    renderCheckout();
    fireEvent.click(within(await waitFor(rewardsGroup)).getByRole('button', { name: '$5 off (250 points)' }));
    await waitFor(() => expect(totalRow('Total')).toBe('$35.13'));
    fireEvent.click(within(summary()).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    expect(totalTerms()).toEqual(['Subtotal', 'Tax (7.9%)', 'Tip', 'Total']);
    expect(within(summary()).queryByRole('status')).toBeNull();
    const again = within(rewardsGroup()).getByRole('button', { name: '$5 off (250 points)' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 } });
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('says why a reward is not taken, under the rewards, and asks no more quotes with it', async () => {
    points = pointsWith();
    const message = 'The $10 off offer takes more off this order, so it is taken instead.';
    quoteFor = (body) => (body.rewardId ? { ...pickupQuote, codeRefusal: { reason: 'BETTER_OFFER', message } } : pickupQuote);
    renderCheckout();
    fireEvent.click(within(await waitFor(rewardsGroup)).getByRole('button', { name: '$5 off (250 points)' }));
    const said = await within(summary()).findByText(message);
    expect(said.closest('[aria-live="polite"]')).not.toBeNull();
    expect(document.getElementById(rewardsGroup().getAttribute('aria-describedby')!)!.textContent).toBe(message);
    // Not the code's sentence: the code's field is untouched.
    expect(within(summary()).queryByRole('textbox', { name: 'Offer code' })).toBeNull();
    expect(totalTerms()).toEqual(['Subtotal', 'Tax (7.9%)', 'Tip', 'Total']);

    fireEvent.click(within(section('Tip')).getByRole('radio', { name: '18%' }));
    await waitFor(() => expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 18 } }));
    expect(quoteBodies().filter((body) => 'rewardId' in body)).toHaveLength(1);
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST')[0]![1] as RequestInit).body))).not.toHaveProperty('rewardId');
  });

  it('a reward the order no longer takes (409 OFFER_REFUSED) is said under the rewards and dropped', async () => {
    points = pointsWith();
    quoteFor = (body) => (body.rewardId === 'five-off' ? fiveOffQuote : pickupQuote);
    placeAnswers = [() => refusal('You no longer have the 250 points this reward needs.', 'body.code', 'OFFER_REFUSED')];
    renderCheckout();
    fireEvent.click(within(await waitFor(rewardsGroup)).getByRole('button', { name: '$5 off (250 points)' }));
    await waitFor(() => expect(totalRow('Total')).toBe('$35.13'));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await within(summary()).findByText('You no longer have the 250 points this reward needs.')).toBeTruthy();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    expect(quoteBodies().at(-1)).toEqual({ mode: 'pickup', tip: { kind: 'percent', percent: 0 } });
    expect(within(summary()).queryByRole('alert')).toBeNull();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body))).not.toHaveProperty('rewardId');
  });

  it('shows a 409 about the time at the When step and asks for the schedule again', async () => {
    placeAnswers = [() => refusal('That time just filled up. Please choose another time.', 'body.when', 'FULL')];
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await chooseScheduledSlot();
    const schedulesBefore = calls('/api/orders/schedule', 'GET').length;
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    const alert = await within(section('When')).findByRole('alert');
    expect(alert.textContent).toBe('That time just filled up. Please choose another time.');
    await waitFor(() => expect(calls('/api/orders/schedule', 'GET').length).toBeGreaterThan(schedulesBefore));
    // The button works again after a refusal.
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('when the total changed, says so beside the button and fetches a new quote', async () => {
    placeAnswers = [
      () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'The total changed: it is now $41.00.',
              details: [{ path: 'body.expectedTotalCents', message: 'TOTAL_CHANGED' }],
            },
          },
          409,
        ),
    ];
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    const quotesBefore = calls('/api/orders/quote', 'POST').length;
    quoteFor = () => ({ ...pickupQuote, totals: { ...pickupQuote.totals, taxCents: 308, totalCents: 4100 } });
    fireEvent.click(placeButton());
    expect((await within(summary()).findByRole('alert')).textContent).toBe('The total changed: please check it and place the order again.');
    await waitFor(() => expect(totalRow('Total')).toBe('$41.00'));
    expect(calls('/api/orders/quote', 'POST').length).toBe(quotesBefore + 1);
    // ASAP was chosen by default, and the second try sends the new total.
    placeAnswers = [];
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    const second = JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body));
    expect(second).toMatchObject({ when: { kind: 'asap' }, expectedTotalCents: 4100 });
  });

  it('shows the quote’s refusal (outside the service area) at the address and in the summary, and Place order stays disabled', async () => {
    const message = 'We don’t deliver to 53211 yet. Please call us at (414) 555-0173.';
    quoteFor = (body) => (body.mode === 'delivery' ? { ...deliveryQuote, refusals: [{ reason: 'OUTSIDE_SERVICE_AREA', message }] } : pickupQuote);
    renderCheckout();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Pickup or delivery' })).getByRole('radio', { name: 'Delivery' }));
    const address = await screen.findByRole('group', { name: 'Delivery address' });
    expect((await within(address).findByRole('alert')).textContent).toBe(message);
    expect(within(within(summary()).getByRole('list', { name: /can’t be placed/ })).getByText(message)).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a customer without addresses to add one before delivery, and quotes nothing until then', async () => {
    addresses = [];
    renderCheckout();
    fireEvent.click(within(await screen.findByRole('group', { name: 'Pickup or delivery' })).getByRole('radio', { name: 'Delivery' }));
    const address = await screen.findByRole('group', { name: 'Delivery address' });
    expect(await within(address).findByText(/You have no saved addresses yet/)).toBeTruthy();
    expect(within(summary()).getByText(/Choose a delivery address to see the delivery fee/)).toBeTruthy();
    expect(within(summary()).getByText(/To place your order: add a delivery address/)).toBeTruthy();
    // No quote to ask with a code yet.
    expect(within(summary()).queryByRole('button', { name: 'Have a code?' })).toBeNull();
    expect(calls('/api/orders/quote', 'POST').every(([, init]) => JSON.parse(String((init as RequestInit).body)).mode === 'pickup')).toBe(true);
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives catering carts the catering terms and no ASAP: the day and time show at once', async () => {
    catering = true;
    renderCheckout();
    const when = await screen.findByRole('group', { name: 'When' });
    expect(await within(when).findByText(/order by 5 p\.m\. for the day after next, with at least 4 entrée trays/)).toBeTruthy();
    expect(within(when).queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect(within(when).queryByRole('radio', { name: 'Schedule' })).toBeNull();
    expect(within(when).getByText('As soon as possible isn’t available: Catering orders are scheduled: order by 5 p.m. for the day after next.')).toBeTruthy();
    expect(within(when).getByRole('group', { name: 'Day' })).toBeTruthy();
  });

  it('when the kitchen can’t take ASAP, shows no ASAP nor Schedule card: the reason in a line, the day and time at once, and still asks for a time', async () => {
    asapAnswer = closedAsap;
    renderCheckout();
    const when = await screen.findByRole('group', { name: 'When' });
    expect(await within(when).findByText(`As soon as possible isn’t available: ${closedAsap.message}`)).toBeTruthy();
    expect(within(when).queryByRole('radio', { name: 'As soon as possible' })).toBeNull();
    expect(within(when).queryByRole('radio', { name: 'Schedule' })).toBeNull();
    expect(
      within(when)
        .queryAllByRole('radio')
        .filter((radio) => radio.getAttribute('name') === 'timing'),
    ).toHaveLength(0);
    // The first day is chosen, with its only part and time; none is chosen for the customer.
    expect((within(within(when).getByRole('group', { name: 'Day' })).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    expect(shownTimes()).toEqual(['12 p.m.']);
    expect(within(when).getByText('No time chosen yet')).toBeTruthy();
    await waitFor(() => expect(within(summary()).getByText(/choose a day and time/)).toBeTruthy());
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(when).getByRole('radio', { name: '12 p.m.' }));
    expect(within(when).getByText(`Chosen: ${dayChipLabel(addDays(today, 2), today)}, 12 p.m.`)).toBeTruthy();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    const body = JSON.parse(String((calls('/api/orders', 'POST').at(-1)![1] as RequestInit).body));
    expect(body.when).toEqual({ kind: 'slot', slotId: `${addDays(today, 2)}T17:00:00.000Z` });
  });

  it('shows one part of the day’s times at a time: the parts the day has with their spans, a part’s times, and a time chosen elsewhere kept and named', async () => {
    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    fireEvent.click(within(section('When')).getByRole('radio', { name: 'Schedule' }));
    const when = section('When');
    fireEvent.click(within(within(when).getByRole('group', { name: 'Day' })).getAllByRole('radio')[1]!);
    const parts = within(when).getByRole('group', { name: 'Part of the day' });
    // No afternoon times that day, so no Afternoon; the first part shows.
    expect(
      within(parts)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Lunch11:30 a.m.', 'Evening5:15–6']);
    expect(within(parts).getByRole('radio', { name: 'Evening, 2 times from 5:15 p.m. to 6 p.m.' })).toBeTruthy();
    expect((within(parts).getByRole('radio', { name: 'Lunch, 1 time: 11:30 a.m.' }) as HTMLInputElement).checked).toBe(true);
    expect(shownTimes()).toEqual(['11:30 a.m.']);

    fireEvent.click(within(parts).getByRole('radio', { name: /^Evening, / }));
    expect(shownTimes()).toEqual(['5:15 p.m.Few left', '6 p.m.']);
    fireEvent.click(within(when).getByRole('radio', { name: '6 p.m.' }));
    const chosen = `Chosen: ${dayChipLabel(inThreeDays, today)}, 6 p.m.`;
    expect(within(when).getByText(chosen)).toBeTruthy();

    // Looking at lunch keeps the evening time, and says so; Place order can go ahead with it.
    fireEvent.click(within(parts).getByRole('radio', { name: /^Lunch, / }));
    expect(shownTimes()).toEqual(['11:30 a.m.']);
    expect(within(when).getByText(chosen)).toBeTruthy();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));

    // Another day: its time is not chosen (the day's times are its own), and the part shown stays Lunch where it has lunch.
    fireEvent.click(within(within(when).getByRole('group', { name: 'Day' })).getAllByRole('radio')[0]!);
    expect(shownTimes()).toEqual(['12 p.m.']);
    expect(within(when).getByText('No time chosen yet')).toBeTruthy();
    await waitFor(() => expect(within(summary()).getByText(/choose a day and time/)).toBeTruthy());
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    // Back to the day of the evening time: it is chosen again, named above Lunch's times (the part the customer left it on).
    fireEvent.click(within(within(when).getByRole('group', { name: 'Day' })).getAllByRole('radio')[1]!);
    expect(within(when).getByText(chosen)).toBeTruthy();
    expect(shownTimes()).toEqual(['11:30 a.m.']);
  });

  it('turns a custom tip in dollars into cents, and refuses one above the cap', async () => {
    expect(tipCentsFrom('5', 50_000)).toEqual({ cents: 500 });
    expect(tipCentsFrom('$7.5', 50_000)).toEqual({ cents: 750 });
    expect(tipCentsFrom('.25', 50_000)).toEqual({ cents: 25 });
    expect(tipCentsFrom('500.01', 50_000)).toEqual({ error: 'A tip can be at most $500.00.' });
    expect(tipCentsFrom('5.555', 50_000)).toHaveProperty('error');
    expect(tipCentsFrom('-3', 50_000)).toHaveProperty('error');

    renderCheckout();
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    fireEvent.click(within(section('Tip')).getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '600' } });
    expect(await screen.findByText('A tip can be at most $500.00.')).toBeTruthy();
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Tip amount in dollars'), { target: { value: '6.25' } });
    await waitFor(() =>
      expect(calls('/api/orders/quote', 'POST').some(([, init]) => JSON.parse(String((init as RequestInit).body)).tip.cents === 625)).toBe(true),
    );
  });

  it('opened without navigation state, keeps one key in sessionStorage across a reload', async () => {
    renderCheckout(null);
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    const stored = window.sessionStorage.getItem('checkout-idempotency-key');
    expect(stored).toMatch(/^[0-9a-f-]{36}$/);
    cleanup();
    renderCheckout(null);
    await waitFor(() => expect(totalRow('Total')).toBe('$40.53'));
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order details' });
    expect(((calls('/api/orders', 'POST')[0]![1] as RequestInit).headers as Record<string, string>)['Idempotency-Key']).toBe(stored);
    // Once placed, the key is retired: the next checkout gets a new one.
    expect(window.sessionStorage.getItem('checkout-idempotency-key')).toBeNull();
  });

  it('an empty cart gets a friendly message and a way to the menu; a cart to review links back to it', async () => {
    cart = emptyCart;
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
    cleanup();

    cart = {
      ...fullCart,
      inactiveDishes: [
        {
          orderId: 'a'.repeat(24),
          dishId: 'jollof-rice',
          name: 'Jollof Rice',
          issue: 'PRICE_CHANGED',
          message: 'Jollof Rice now costs $14.99.',
          addedPrice: 1399,
          price: 1499,
        },
      ],
    };
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Some items in your cart changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review your cart' }).getAttribute('href')).toBe('/order');
  });
});

describe('textUpdatesChoice', () => {
  it('offers the box only where the stage texts, ticked at first only for texts kept on and not stopped, then as the customer sets it', () => {
    expect(textUpdatesChoice(undefined, true)).toEqual({ offered: false, checked: false });
    expect(textUpdatesChoice(notificationsOf({ on: true }, { texts: false, push: true }), true)).toEqual({ offered: false, checked: false });
    expect(textUpdatesChoice(notificationsOf({ on: false }), undefined)).toEqual({ offered: true, checked: false });
    expect(textUpdatesChoice(notificationsOf({ on: true }), undefined)).toEqual({ offered: true, checked: true });
    expect(textUpdatesChoice(notificationsOf({ on: true, stopped: true }), undefined)).toEqual({ offered: true, checked: false });
    expect(textUpdatesChoice(notificationsOf({ on: true }), false)).toEqual({ offered: true, checked: false });
    expect(textUpdatesChoice(notificationsOf({ on: false }), true)).toEqual({ offered: true, checked: true });
  });
});

describe('checkout slot labels', () => {
  it('names days from the business’s today and reads times on its clock (America/Chicago)', () => {
    expect(dayChipLabel('2026-11-24', '2026-11-24')).toBe('Today');
    expect(dayChipLabel('2026-11-25', '2026-11-24')).toBe('Tomorrow');
    expect(dayChipLabel('2026-11-26', '2026-11-24')).toBe('Thu, Nov 26');
    expect(dayChipLines('2026-11-24', '2026-11-24')).toEqual(['Tue', 'Today']);
    expect(dayChipLines('2026-11-25', '2026-11-24')).toEqual(['Wed', 'Tomorrow']);
    expect(dayChipLines('2026-11-26', '2026-11-24')).toEqual(['Thu', 'Nov 26']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    // 17:15 UTC in November is 11:15 a.m. in Milwaukee (CST, UTC−6); in July (CDT, UTC−5) it is 12:15 p.m.
    expect(instantLabel('2026-11-24T17:15:00.000Z', '2026-11-24')).toBe('11:15 a.m.');
    expect(instantLabel('2026-07-14T17:15:00.000Z', '2026-07-13')).toBe('Tomorrow, 12:15 p.m.');
    // Just after midnight UTC is still the evening before in Milwaukee.
    expect(businessDate(new Date('2026-11-25T02:00:00.000Z'))).toBe('2026-11-24');
    expect(taxRateText(790)).toBe('7.9%');
    expect(taxRateText(1000)).toBe('10%');
  });
});
