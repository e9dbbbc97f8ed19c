// @vitest-environment jsdom
import type { BuyAgainAnswer, Message, Order, OrderSummary } from '@functions/orders/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesScreen } from '../../../web/src/app/routes/account/messages.tsx';
import { OrderDetailsScreen } from '../../../web/src/app/routes/account/order-details.tsx';
import { OrdersScreen } from '../../../web/src/app/routes/account/orders.tsx';
import { orderQueries } from '../../../web/src/api/orders.ts';
import { placedState } from '../../../web/src/features/orders/order-paths.ts';
import { progressSteps } from '../../../web/src/features/orders/order-status.ts';
import { quotePaymentWords, type QuoteOrder } from '../../../web/src/components/quote-order.ts';
import { formatOrderClock, formatOrderDate, formatOrderTime } from '../../../functions/src/platform/contract/business-clock.ts';

const business = 'Spices African Kitchen';
const ids = {
  newest: '01JD00000000000000000000C3',
  middle: '01JD00000000000000000000B2',
  oldest: '01JD00000000000000000000A1',
};

function summary(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    orderId: ids.middle,
    number: 'B2B2B2',
    placedAt: '2026-11-20T18:00:00.000Z',
    status: 'completed',
    mode: 'pickup',
    asap: false,
    slotId: '2026-11-20T23:00:00.000Z',
    paymentMethod: 'in-person-card',
    totals: { subtotalCents: 1399, deliveryFeeCents: 0, taxCents: 111, tipCents: 0, totalCents: 1510, taxRateBasisPoints: 790 },
    itemCount: 1,
    dishNames: ['Jollof Rice'],
    ...overrides,
  };
}

/** The API answers out of order, so 'newest first' is the screen's doing too. */
const summaries: OrderSummary[] = [
  summary({ orderId: ids.oldest, number: 'A1A1A1', placedAt: '2026-10-02T17:00:00.000Z', status: 'cancelled' }),
  summary({
    orderId: ids.newest,
    number: 'C3C3C3',
    placedAt: '2026-11-24T22:58:00.000Z',
    status: 'out-for-delivery',
    mode: 'delivery',
    slotId: '2026-11-24T23:15:00.000Z',
    totals: { subtotalCents: 3498, deliveryFeeCents: 499, taxCents: 316, tipCents: 525, totalCents: 4838, taxRateBasisPoints: 790 },
    itemCount: 3,
    dishNames: ['Jollof Rice', 'Fufu', 'Suya'],
  }),
  summary({ status: 'placed' }),
];

const order: Order = {
  orderId: ids.newest,
  number: 'A7K3Q9',
  placedAt: '2026-11-24T22:30:00.000Z',
  status: 'accepted',
  history: [
    { status: 'accepted', at: '2026-11-24T22:34:00.000Z' },
    { status: 'placed', at: '2026-11-24T22:30:00.000Z' },
  ],
  mode: 'pickup',
  asap: false,
  slotId: '2026-11-24T23:15:00.000Z',
  address: null,
  lines: [
    {
      lineId: 'line-1',
      dishId: 'jollof-rice',
      name: 'Jollof Rice',
      image: 'Images/dishes/jollof-rice-1-960.webp',
      blurHash: '',
      size: 'medium',
      sizeId: 'jollof-rice-m',
      amount: '16 oz bowl',
      catering: false,
      spiciness: 2,
      ingredients: [{ id: 'jollof-rice-fried-egg', ingredient: 'Fried egg', price: 150 }],
      removedIngredients: ['Onion'],
      quantity: 2,
      unitPriceCents: 1549,
      lineTotalCents: 3098,
    },
    {
      lineId: 'line-2',
      dishId: 'fufu',
      name: 'Fufu',
      image: '',
      blurHash: '',
      size: 'small',
      sizeId: 'fufu-s',
      amount: '1 ball',
      catering: false,
      spiciness: 0,
      ingredients: [],
      removedIngredients: [],
      quantity: 1,
      unitPriceCents: 499,
      lineTotalCents: 499,
    },
  ],
  totals: { subtotalCents: 3597, deliveryFeeCents: 0, taxCents: 284, tipCents: 540, totalCents: 4421, taxRateBasisPoints: 790 },
  notes: 'Extra napkins, please.',
  paymentMethod: 'in-person-card',
  paymentStatus: 'pay-on-handover',
  customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: null },
};

/** A catering order made from a quote: the card paid its deposit, the total is the whole quote's. */
const quoteOrder: Order = {
  ...order,
  status: 'placed',
  history: [order.history[1]!],
  lines: order.lines.map((line) => ({ ...line, catering: true })),
  totals: { subtotalCents: 100_000, deliveryFeeCents: 0, taxCents: 7_900, tipCents: 0, totalCents: 107_900, taxRateBasisPoints: 790 },
  notes: '',
  paymentMethod: 'card-online',
  paymentStatus: 'online',
  cardPayment: {
    state: 'charged',
    amountCents: 26_975,
    capturedCents: 26_975,
    refundedCents: 0,
    refunds: [],
    capture: 'at-checkout',
    card: { brand: 'visa', last4: '4242' },
  },
  quote: {
    quoteId: '01JD0000000000000000000Q01',
    number: 'Q-7K3Q9A',
    version: 2,
    headcount: 40,
    reference: 'PO-4471',
    discount: { cents: 5_000, reason: 'Regular client' },
    depositCents: 26_975,
    balanceDueOn: '2026-12-08',
    overCapacity: true,
  },
};

const paymentMethods = {
  methods: [
    { id: 'in-person-card', title: 'Card, in person', description: 'Pay by card.' },
    { id: 'in-person-cash', title: 'Cash, in person', description: 'Pay in cash.' },
  ],
  onlinePayments: false,
  tipPresetPercents: [0, 15, 18, 20],
  customTipMaxCents: 50_000,
};

let messages: Message[] = [];
function message(overrides: Partial<Message>): Message {
  return {
    messageId: '01JD0000000000000000000M01',
    orderId: ids.newest,
    orderNumber: 'A7K3Q9',
    status: 'placed',
    title: 'Order received',
    body: 'Thank you! We have your order A7K3Q9.',
    createdAt: '2026-11-24T22:30:00.000Z',
    read: true,
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

let ordersAnswer: () => Response = () => json(summaries);
let orderAnswer: () => Response = () => json(order);
let buyAgainAnswer: BuyAgainAnswer = { added: 3, skipped: ['Suya'], totalCount: 3, totalPrice: 3597 };

const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (url === '/api/orders' && method === 'GET') return ordersAnswer();
  if (url === `/api/orders/${ids.newest}/buyAgain` && method === 'POST') return json(buyAgainAnswer);
  if (url.startsWith('/api/orders/') && method === 'GET')
    return url === `/api/orders/${ids.newest}` ? orderAnswer() : refusal(404, 'NOT_FOUND', 'No such order');
  if (url === '/api/payments/methods') return json(paymentMethods);
  if (url === '/api/messages' && method === 'GET') return json(messages);
  const read = url.match(/^\/api\/messages\/([^/]+)\/read$/);
  if (read && method === 'PUT') {
    const found = messages.find((each) => each.messageId === read[1]);
    if (!found) return refusal(404, 'NOT_FOUND', 'No such message');
    messages = messages.map((each) => (each === found ? { ...each, read: true } : each));
    return new Response(null, { status: 204 });
  }
  return refusal(404, 'NOT_FOUND', `Unexpected ${method} ${url}`);
});

function calls(method: string, path: string) {
  return api.mock.calls.filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method);
}

function renderAt(path: string, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/orders', element: <OrdersScreen /> },
      { path: '/account/order-details/:orderId', element: <OrderDetailsScreen /> },
      { path: '/account/messages', element: <MessagesScreen /> },
      { path: '/order', element: <h1>Shopping Cart</h1> },
      { path: '/menu', element: <h1>Menu</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.mockClear();
  ordersAnswer = () => json(summaries);
  orderAnswer = () => json(order);
  buyAgainAnswer = { added: 3, skipped: ['Suya'], totalCount: 3, totalPrice: 3597 };
  messages = [];
});

describe('order times', () => {
  it('reads a UTC instant on the business’s clock (America/Chicago), in winter and in summer', () => {
    expect(formatOrderTime('2026-11-24T23:15:00.000Z')).toBe('Tue, Nov 24 · 5:15 p.m.');
    expect(formatOrderTime('2026-07-03T22:00:00.000Z')).toBe('Fri, Jul 3 · 5 p.m.');
    expect(formatOrderClock('2026-11-24T15:05:00.000Z')).toBe('9:05 a.m.');
    // 02:30 UTC on Nov 25 is still the evening of Nov 24 in Milwaukee.
    expect(formatOrderDate('2026-11-25T02:30:00.000Z')).toBe('Nov 24, 2026');
  });
});

describe('order progress', () => {
  it('follows pickup through ready for pickup, and delivery through out for delivery', () => {
    const pickup = progressSteps({ status: 'accepted', mode: 'pickup', history: order.history });
    expect(pickup.map((step) => [step.status, step.state])).toEqual([
      ['placed', 'done'],
      ['accepted', 'current'],
      ['ready', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    const delivery = progressSteps({ status: 'completed', mode: 'delivery', history: [] });
    expect(delivery.map((step) => step.status)).toEqual(['placed', 'accepted', 'out-for-delivery', 'completed']);
    expect(delivery.every((step) => step.state === 'done')).toBe(true);
  });
});

describe('OrdersScreen', () => {
  it('lists the orders newest first with their status words, time on the business clock, items and totals', async () => {
    renderAt('/account/orders');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order C3C3C3' })).toBeTruthy();
    expect(document.title).toBe(`Orders | ${business}`);

    const list = screen.getByRole('list', { name: 'Your orders, newest first' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Order C3C3C3', 'Order B2B2B2', 'Order A1A1A1']);

    const [newest, middle, oldest] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByText('Out for delivery')).toBeTruthy();
    expect(within(middle).getByText('Received')).toBeTruthy();
    expect(within(oldest).getByText('Cancelled')).toBeTruthy();
    expect(within(newest).getByText('Tue, Nov 24 · 5:15 p.m.')).toBeTruthy();
    expect(within(newest).getByText('Delivery')).toBeTruthy();
    expect(within(newest).getByText('Placed', { exact: false }).textContent).toBe('Placed Nov 24, 2026');
    expect(within(newest).getByText('Jollof Rice, Fufu, Suya')).toBeTruthy();
    expect(within(newest).getByText('3 items')).toBeTruthy();
    expect(within(newest).getByText('$48.38')).toBeTruthy();
    expect(within(middle).getByText('1 item')).toBeTruthy();
    expect(within(newest).getByRole('link', { name: 'Order C3C3C3' }).getAttribute('href')).toBe(`/account/order-details/${ids.newest}`);
    expect(screen.getByRole('status').textContent).toBe('3 orders, 2 in progress');
  });

  it('invites a customer without orders to the menu', async () => {
    ordersAnswer = () => json([]);
    renderAt('/account/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/menu');
  });

  it('says Error when the list cannot be loaded, and tries again on request', async () => {
    ordersAnswer = () => refusal(500, 'INTERNAL', 'Something went wrong');
    renderAt('/account/orders');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    ordersAnswer = () => json(summaries);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order C3C3C3' })).toBeTruthy();
  });
});

describe('OrderDetailsScreen', () => {
  it('straight from checkout, opens with a thank-you: the number, when, where and what happens next', async () => {
    orderAnswer = () => json({ ...order, status: 'placed', history: [order.history[1]!], customer: { ...order.customer, phone: '+14145550142' } });
    renderAt(`/account/order-details/${ids.newest}`, placedState);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(document.title).toBe(`Thank you · Order A7K3Q9 | ${business}`);
    const thanks = screen.getByRole('region', { name: 'Your order A7K3Q9 is in' });
    expect([...thanks.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'Order numberA7K3Q9',
      'PickupTue, Nov 24 · 5:15 p.m.',
      'Pick up atSpices African Kitchen, 2218 N Martin Luther King Jr Dr, Milwaukee',
    ]);
    expect(within(thanks).getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(thanks.textContent).toContain('give your order number, A7K3Q9, at the counter');
    expect(screen.getByRole('status').textContent).toBe('Received: waiting for the kitchen to accept it. This page updates by itself.');
  });

  it('opened any other way, has no thank-you', async () => {
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7K3Q9' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /is in$/ })).toBeNull();
  });

  it('says the time the kitchen promised once it accepted: its estimate, beside the time asked for', async () => {
    orderAnswer = () => json({ ...order, readyAt: '2026-11-24T23:40:00.000Z' });
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7K3Q9' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Accepted: ready for pickup at about Tue, Nov 24 · 5:40 p.m.');
    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(pickup.textContent).toContain('About Tue, Nov 24 · 5:40 p.m.Promised by the kitchen; you asked for Tue, Nov 24 · 5:15 p.m.');
  });

  it('reads an open order again every second while shown (a change shows within two), and a finished one no more', () => {
    const { refetchInterval, refetchIntervalInBackground } = orderQueries.detail(ids.newest);
    const at = (status: Order['status']) => (refetchInterval as (query: unknown) => number | false)({ state: { data: { ...order, status } } });
    expect(at('placed')).toBe(1_000);
    expect(at('out-for-delivery')).toBe(1_000);
    expect(at('completed')).toBe(false);
    expect(at('cancelled')).toBe(false);
    // A hidden tab asks nothing (the board, which must hear new orders, is the one that polls in the background).
    expect(refetchIntervalInBackground).toBe(false);
  });

  it('shows the tracker, history, pickup place and time, lines and the totals as charged', async () => {
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7K3Q9' })).toBeTruthy();
    expect(document.title).toBe(`Order A7K3Q9 | ${business}`);

    const tracker = screen.getByRole('list', { name: 'Order progress' });
    const current = within(tracker)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Accepted');
    expect(
      within(tracker)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('data-state')),
    ).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(screen.getByRole('heading', { name: 'Status history' }).nextElementSibling?.textContent).toBe(
      'ReceivedTue, Nov 24 · 4:30 p.m.AcceptedTue, Nov 24 · 4:34 p.m.',
    );

    const pickup = screen.getByRole('region', { name: 'Pickup' });
    expect(within(pickup).getByText('Tue, Nov 24 · 5:15 p.m.')).toBeTruthy();
    expect(within(pickup).getByText('2218 N Martin Luther King Jr Dr')).toBeTruthy();

    const items = screen.getByRole('list', { name: 'Items in this order' });
    const [jollof] = within(items)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === items) as [HTMLElement];
    expect(within(jollof).getByRole('link', { name: 'Jollof Rice' }).getAttribute('href')).toBe('/menu/Jollof-Rice');
    expect(within(jollof).getByText('Medium · 16 oz bowl')).toBeTruthy();
    expect(within(jollof).getByText('Two flames')).toBeTruthy();
    expect(within(jollof).getByText('+ Fried egg ($1.50)')).toBeTruthy();
    expect(within(jollof).getByText('No onion')).toBeTruthy();
    expect(within(jollof).getByText('2 × $15.49')).toBeTruthy();
    expect(within(jollof).getByText('$30.98')).toBeTruthy();

    const payment = screen.getByRole('region', { name: 'Payment' });
    // The method's title comes from GET /payments/methods.
    await waitFor(() => expect(within(payment).getByText('Card, in person')).toBeTruthy());
    const rows = [...payment.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$35.97', 'Tax (7.9%)$2.84', 'Tip$5.40', 'Total$44.21', 'Paying byCard, in person', 'PaymentTo pay when you collect it']);
    expect(screen.getByText('Extra napkins, please.')).toBeTruthy();
  });

  it('buys again: says how many items went into the cart, names the skipped dishes and refreshes the cart', async () => {
    const { queryClient } = renderAt(`/account/order-details/${ids.newest}`);
    queryClient.setQueryData(['cart', 'lines'], { cart: [] });
    queryClient.setQueryData(['cartQuantity'], { totalCount: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));

    const added = await screen.findByText('Added 3 items to your cart');
    const alert = added.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/no longer on the menu as ordered: Suya\./)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toBe('/order');
    expect(calls('POST', `/api/orders/${ids.newest}/buyAgain`)).toHaveLength(1);
    expect(queryClient.getQueryState(['cart', 'lines'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['cartQuantity'])?.isInvalidated).toBe(true);
  });

  it('says plainly when buy again could add nothing', async () => {
    buyAgainAnswer = { added: 0, skipped: ['Jollof Rice', 'Fufu'], totalCount: 0, totalPrice: 0 };
    renderAt(`/account/order-details/${ids.newest}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was added to your cart');
    expect(alert.textContent).toContain('Jollof Rice, Fufu');
  });

  it('shows a cancelled order as cancelled, with the delivery address it was going to', async () => {
    orderAnswer = () =>
      json({
        ...order,
        status: 'cancelled',
        mode: 'delivery',
        history: [...order.history, { status: 'cancelled', at: '2026-11-24T22:40:00.000Z' }],
        address: {
          id: '01JD0000000000000000000AD1',
          label: 'Home',
          recipientName: 'Ama Mensah',
          line1: '1200 N Water St',
          line2: 'Apt 4',
          city: 'Milwaukee',
          state: 'WI',
          zip: '53202',
          phone: null,
          deliveryInstructions: 'Ring twice',
          isDefault: true,
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
        totals: { ...order.totals, deliveryFeeCents: 499 },
      });
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByText('This order was cancelled')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Order progress' })).toBeNull();
    // When it was cancelled: in the notice and in the history.
    expect(screen.getAllByText('Tue, Nov 24 · 4:40 p.m.')).toHaveLength(2);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('1200 N Water St')).toBeTruthy();
    expect(within(delivery).getByText('“Ring twice”')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Delivery fee').nextElementSibling?.textContent).toBe('$4.99');
  });

  it('shows a quote’s catering order as such: its quote, guests and reference, the discount, the deposit paid and the balance due', async () => {
    orderAnswer = () => json(quoteOrder);
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7K3Q9' })).toBeTruthy();
    expect(screen.getByTestId('quote-mark').textContent).toBe('Catering · Quote Q-7K3Q9A 40 guests · Ref. PO-4471');
    // The owner's booking over capacity is the board's business, not the customer's.
    expect(screen.queryByTestId('over-capacity')).toBeNull();
    const payment = screen.getByRole('region', { name: 'Payment' });
    await waitFor(() => expect(within(payment).getByText('Card, online')).toBeTruthy());
    expect([...payment.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'Dishes$1,050.00',
      'Discount (Regular client)−$50.00',
      'Subtotal$1,000.00',
      'Tax (7.9%)$79.00',
      'Tip$0.00',
      'Total$1,079.00',
      'Paying byCard, online',
      'PaymentDeposit $269.75 paid by card (Visa ending 4242)Balance $809.25 due by Tuesday, December 8',
    ]);
  });

  it('shows the discount of the code the order took between the subtotal and the tax, the total as charged', async () => {
    orderAnswer = () =>
      json({
        ...order,
        offer: { offerId: '01JD0000000000000000000F01', kind: 'code', code: 'SAVE5', words: '$5 off orders over $30', discountCents: 500, on: 'food' },
        totals: { ...order.totals, discountCents: 500, taxCents: 245, totalCents: 3882 },
      });
    renderAt(`/account/order-details/${ids.newest}`);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await waitFor(() => expect(within(payment).getByText('Card, in person')).toBeTruthy());
    expect([...payment.querySelectorAll('dl > div')].map((row) => row.textContent).slice(0, 5)).toEqual([
      'Subtotal$35.97',
      'Discount (SAVE5)−$5.00',
      'Tax (7.9%)$2.45',
      'Tip$5.40',
      'Total$38.82',
    ]);
  });

  it('reads a quote’s order the card paid in full as paid in full, with no discount line without a discount', async () => {
    orderAnswer = () =>
      json({
        ...quoteOrder,
        cardPayment: { ...quoteOrder.cardPayment!, amountCents: 107_900, capturedCents: 107_900 },
        quote: { ...quoteOrder.quote!, reference: '', discount: null, depositCents: 107_900 },
      });
    renderAt(`/account/order-details/${ids.newest}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order A7K3Q9' })).toBeTruthy();
    expect(screen.getByTestId('quote-mark').textContent).toBe('Catering · Quote Q-7K3Q9A 40 guests');
    expect(screen.getByTestId('payment-words').textContent).toBe('Paid in full by card (Visa ending 4242)');
    expect(within(screen.getByRole('region', { name: 'Payment' })).queryByText(/^Discount/)).toBeNull();
  });

  it('reads someone else’s (or no) order as not found, inside the account', async () => {
    renderAt('/account/order-details/01JD0000000000000000000ZZZ');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/account/orders');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(document.title).toBe(`Order not found | ${business}`);
  });
});

describe('MessagesScreen', () => {
  it('marks unread messages, newest first, and Mark as read reads one on the server and in the list', async () => {
    messages = [
      message({ messageId: '01JD0000000000000000000M01', title: 'Order received', createdAt: '2026-11-24T22:30:00.000Z', read: true }),
      message({ messageId: '01JD0000000000000000000M02', title: 'Order accepted', status: 'accepted', createdAt: '2026-11-24T22:34:00.000Z', read: false }),
    ];
    renderAt('/account/messages');
    const list = await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(document.title).toBe(`Messages | ${business}`);
    const headings = within(list).getAllByRole('heading', { level: 2 });
    // Newest first, and the unread one's name says so.
    expect(headings).toEqual([
      within(list).getByRole('heading', { name: 'Unread: Order accepted' }),
      within(list).getByRole('heading', { name: 'Order received' }),
    ]);
    expect(within(list).getAllByText('Unread')).toHaveLength(1);
    expect(screen.getByText('1 unread message')).toBeTruthy();

    const accepted = headings[0]!.closest('article') as HTMLElement;
    expect(accepted.hasAttribute('data-unread')).toBe(true);
    expect(within(accepted).getByRole('link', { name: 'Order A7K3Q9' }).getAttribute('href')).toBe(`/account/order-details/${ids.newest}`);
    fireEvent.click(within(accepted).getByRole('button', { name: 'Mark as read: Order accepted' }));

    await waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
    expect(accepted.hasAttribute('data-unread')).toBe(false);
    expect(calls('PUT', '/api/messages/01JD0000000000000000000M02/read')).toHaveLength(1);
    expect(await screen.findByText('All caught up: no unread messages.')).toBeTruthy();
    await waitFor(() => expect(calls('GET', '/api/messages').length).toBeGreaterThanOrEqual(2));
  });

  it('puts the unread mark back when the server refuses', async () => {
    messages = [message({ messageId: '01JD0000000000000000000M09', read: false })];
    api.mockImplementationOnce(async () => json(messages)).mockImplementationOnce(async () => refusal(404, 'NOT_FOUND', 'No such message'));
    renderAt('/account/messages');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Order received' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Unread')).toBeTruthy();
  });

  it('has an empty state', async () => {
    renderAt('/account/messages');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });
});

describe('a quote’s order: how it is paid', () => {
  const quote = quoteOrder as QuoteOrder;
  const charged = quote.cardPayment!;

  it('says the deposit the card paid and the balance due by the quote’s day', () => {
    expect(quotePaymentWords(quote)).toEqual({
      paid: 'Deposit $269.75 paid by card (Visa ending 4242)',
      balance: 'Balance $809.25 due by Tuesday, December 8',
      refund: null,
      problem: false,
    });
  });

  it('says nothing is due once the card took the whole total, nor on a cancelled order or a deposit refunded in full', () => {
    expect(quotePaymentWords({ ...quote, cardPayment: { ...charged, capturedCents: 107_900 } })).toMatchObject({
      paid: 'Paid in full by card (Visa ending 4242)',
      balance: null,
    });
    expect(quotePaymentWords({ ...quote, status: 'cancelled' }).balance).toBeNull();
    expect(quotePaymentWords({ ...quote, cardPayment: { ...charged, refundedCents: 26_975 } })).toMatchObject({ balance: null, refund: 'Refunded in full' });
    expect(quotePaymentWords({ ...quote, cardPayment: { ...charged, refundedCents: 1_000 } })).toMatchObject({
      balance: 'Balance $809.25 due by Tuesday, December 8',
      refund: 'Refunded $10.00',
    });
  });

  it('reads a card not charged yet in the card’s own words, with no balance', () => {
    expect(quotePaymentWords({ ...quote, cardPayment: { ...charged, state: 'awaiting', capturedCents: 0 } })).toEqual({
      paid: 'Card payment not finished yet',
      balance: null,
      refund: null,
      problem: false,
    });
  });
});
