// @vitest-environment jsdom
/**
 * The account's Quotes (docs/product.md#account-screens): the list of the quotes sent to the customer, each with its
 * state, event, guests and total and what it asks now (the e-mailed link for a sent one; the deposit paid and its
 * order for an accepted one), opening the quote as its document with Print; an empty list and someone else's quote.
 */
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteDetailsScreen } from '../../../web/src/app/routes/account/quote-details.tsx';
import { QuotesScreen } from '../../../web/src/app/routes/account/quotes.tsx';

const ids = { sent: '01JD0000000000000000000Q02', accepted: '01JD0000000000000000000Q01', orderId: '01JD00000000000000000000C3' };

function quote(overrides: Partial<CustomerQuote>): CustomerQuote {
  return {
    quoteId: ids.sent,
    number: 'Q-00000Q',
    version: 1,
    state: 'sent',
    customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '(414) 555-0142', company: 'Lakeside Law' },
    eventAt: '2026-12-12T18:00:00.000Z',
    mode: 'pickup',
    address: null,
    headcount: 40,
    reference: 'PO-4471',
    notes: '',
    discount: null,
    deposit: { kind: 'percent', percent: 25 },
    validUntil: '2026-12-05',
    balanceDueOn: '2026-12-10',
    totals: {
      itemsCents: 100_000,
      discountCents: 0,
      subtotalCents: 100_000,
      deliveryFeeCents: 0,
      taxCents: 7_900,
      totalCents: 107_900,
      taxRateBasisPoints: 790,
      depositCents: 26_975,
      balanceCents: 80_925,
    },
    sentAt: '2026-11-24T18:00:00.000Z',
    orderId: null,
    balancePaidAt: null,
    overCapacity: false,
    lines: [
      {
        dishId: 'jollof-rice',
        name: 'Jollof Rice',
        sizeId: 'jollof-rice-half-tray',
        size: 'large',
        amount: 'Half tray, serves 10',
        spiceLevel: 1,
        extras: [],
        removedIngredients: [],
        quantity: 4,
        unitPriceCents: 25_000,
        lineTotalCents: 100_000,
      },
    ],
    ...overrides,
  };
}

const sent = quote({});
const accepted = quote({ quoteId: ids.accepted, number: 'Q-00000P', state: 'accepted', mode: 'delivery', orderId: ids.orderId, headcount: 80 });

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let listAnswer: () => Response = () => json({ quotes: [sent, accepted] });
let acceptedAnswer: () => Response = () => json(accepted);

const api = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === '/api/quotes') return listAnswer();
  if (url === `/api/quotes/${ids.sent}`) return json(sent);
  if (url === `/api/quotes/${ids.accepted}`) return acceptedAnswer();
  return json({ error: { code: 'NOT_FOUND', message: 'That quote was not found.' } }, 404);
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/account/quotes', element: <QuotesScreen /> },
      { path: '/account/quotes/:quoteId', element: <QuoteDetailsScreen /> },
      { path: '/account/order-details/:orderId', element: <h1>Order</h1> },
      { path: '/catering', element: <h1>Catering</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeEach(() => {
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
  listAnswer = () => json({ quotes: [sent, accepted] });
  acceptedAnswer = () => json(accepted);
});

describe('the account’s quotes', () => {
  it('lists each quote with its state, event, guests and total, and what it asks now', async () => {
    const { router } = renderAt('/account/quotes');
    const list = await screen.findByRole('list', { name: 'Your quotes, newest first' });
    const [first, second] = within(list).getAllByRole('article');
    expect(screen.getByRole('status').textContent).toContain('2 quotes, 1 waiting for you');

    expect(within(first!).getByRole('link', { name: 'Quote Q-00000Q' }).getAttribute('href')).toBe(`/account/quotes/${ids.sent}`);
    expect(first?.textContent).toContain('State: Sent');
    expect(first?.textContent).toContain('Pickup · Sat, Dec 12, 12 p.m.');
    expect(first?.textContent).toContain('40 guests · PO-4471');
    expect(first?.textContent).toContain('$1,079.00');
    expect(first?.textContent).toContain('Use the link in our e-mail to accept and pay.');

    expect(second?.textContent).toContain('State: Accepted');
    expect(second?.textContent).toContain('Delivery');
    expect(second?.textContent).toContain('Deposit paid $269.75');
    const order = within(second!).getByRole('link', { name: 'See its catering order' });
    expect(order.getAttribute('href')).toBe(`/account/order-details/${ids.orderId}`);
    fireEvent.click(order);
    expect(router.state.location.pathname).toBe(`/account/order-details/${ids.orderId}`);
  });

  it('says the balance is paid once it is, not due, and where an order the account cannot read is', async () => {
    const balanceDue = 'balance $809.25 due by';
    renderAt('/account/quotes');
    const due = await screen.findByRole('list', { name: 'Your quotes, newest first' });
    expect(within(due).getAllByRole('article')[1]?.textContent).toContain(balanceDue);
    cleanup();
    listAnswer = () => json({ quotes: [sent, { ...accepted, balancePaidAt: '2026-12-08T15:00:00.000Z' }] });
    renderAt('/account/quotes');
    const paid = within(await screen.findByRole('list', { name: 'Your quotes, newest first' })).getAllByRole('article')[1];
    expect(paid?.textContent).toContain('Deposit paid $269.75 · balance $809.25 paid');
    expect(paid?.textContent).not.toContain(balanceDue);
    // Paid as a guest (its order is not the account's): no link, and where the order is said instead.
    cleanup();
    listAnswer = () => json({ quotes: [{ ...accepted, orderId: null }] });
    renderAt('/account/quotes');
    const guest = within(await screen.findByRole('list', { name: 'Your quotes, newest first' })).getAllByRole('article')[0];
    expect(within(guest!).queryByRole('link', { name: 'See its catering order' })).toBeNull();
    expect(guest?.textContent).toContain('Its catering order follows the link in our e-mail.');
    // Its document too.
    cleanup();
    acceptedAnswer = () => json({ ...accepted, balancePaidAt: '2026-12-08T15:00:00.000Z' });
    renderAt(`/account/quotes/${ids.accepted}`);
    const terms = await screen.findByRole('region', { name: 'Accepted' });
    expect(terms.textContent).toContain('The total of $1,079.00 is paid: the deposit of $269.75 and the balance of $809.25.');
  });

  it('says there are none, and points to catering', async () => {
    listAnswer = () => json({ quotes: [] });
    renderAt('/account/quotes');
    expect(await screen.findByRole('heading', { name: 'No quotes yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan an event with us' }).getAttribute('href')).toBe('/catering');
  });

  it('opens a quote as its document, with Print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(`/account/quotes/${ids.accepted}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Q-00000P/ })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Quote Q-00000P');
    expect(screen.getByRole('region', { name: 'What happens next' }).textContent).toContain('Deposit paid $269.75');
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('reads someone else’s quote as not found', async () => {
    renderAt('/account/quotes/01JD0000000000000000000ZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your quotes' }).getAttribute('href')).toBe('/account/quotes');
  });
});
