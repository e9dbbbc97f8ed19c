// @vitest-environment jsdom
/**
 * The kitchen's order sheet grants or takes the order's customer's loyalty points (web/src/features/kitchen
 * points-form and order-panel), against a fake API: Points… posts the order's customer id, the points signed by Grant
 * or Take, and the reason; the sheet then says how many points the customer has, with their history's newest line; the
 * server's 400 shows under its field, and a refusal naming no field (no such customer) above the buttons.
 */
import type { PointsAnswer } from '@functions/offers/contract/offers';
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderPanel } from '../../../web/src/features/kitchen/components/order-panel.tsx';
import { pointsChangedWords } from '../../../web/src/features/kitchen/components/points-form.tsx';

const order: KitchenOrder = {
  orderId: '01JD00000000000000000000C3',
  number: 'A7K3Q9',
  placedAt: '2026-11-24T22:30:00.000Z',
  status: 'completed',
  history: [
    { status: 'completed', at: '2026-11-24T23:20:00.000Z', by: 'Kofi' },
    { status: 'accepted', at: '2026-11-24T22:34:00.000Z', by: 'Kofi' },
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
      image: '',
      blurHash: '',
      size: 'medium',
      sizeId: 'jollof-rice-m',
      amount: '16 oz bowl',
      catering: false,
      spiciness: 2,
      ingredients: [],
      removedIngredients: [],
      quantity: 2,
      unitPriceCents: 1399,
      lineTotalCents: 2798,
    },
  ],
  totals: { subtotalCents: 2798, deliveryFeeCents: 0, taxCents: 221, tipCents: 0, totalCents: 3019, taxRateBasisPoints: 790 },
  notes: '',
  paymentMethod: 'in-person-card',
  paymentStatus: 'paid',
  customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '+15555550123' },
  customerId: 'cust8f3a2b',
};

function pointsAnswer(available: number, history: PointsAnswer['history']): PointsAnswer {
  return { enabled: true, pointsPerDollar: 10, available, pending: 0, expiring: null, rewards: [], history };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let pointsReply: (call: Call) => Response;
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  if (call.url === '/api/owner/points' && call.method === 'POST') return pointsReply(call);
  return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
});
const posts = () => calls.filter((call) => call.url === '/api/owner/points');

function renderSheet() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OrderPanel order={order} onClose={() => undefined} onStep={() => undefined} pending={false} result={undefined} />
    </QueryClientProvider>,
  );
}

/** Opens Points… and fills the form: Grant or Take, the points, the reason. */
function fillPoints(direction: 'Grant' | 'Take', points: string, reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Points…' }));
  const form = screen.getByRole('form', { name: 'Points for Ama Mensah' });
  fireEvent.click(within(form).getByLabelText(direction));
  fireEvent.change(within(form).getByLabelText('Points'), { target: { value: points } });
  fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: reason } });
  return form;
}

beforeEach(() => {
  calls = [];
  pointsReply = (call) => {
    const body = call.body as { points: number; reason: string };
    return json(
      pointsAnswer(Math.max(370 + body.points, 0), [
        { at: '2026-11-24T23:40:00.000Z', points: body.points, kind: body.points > 0 ? 'granted' : 'taken', words: body.reason },
        { at: '2026-11-24T23:20:00.000Z', points: 280, kind: 'earned', words: 'Order A7K3Q9' },
      ]),
    );
  };
  vi.stubGlobal('fetch', api);
  // jsdom has no modal dialogs: open the sheet as the browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the words after a grant or take', () => {
  it('names the customer by their first name, with the points and the newest history line', () => {
    const answer = pointsAnswer(1_250, [{ at: '2026-11-24T23:40:00.000Z', points: -120, kind: 'taken', words: 'Points given twice' }]);
    expect(pointsChangedWords('Ama Mensah', answer)).toEqual({ balance: 'Ama now has 1,250 points', latest: '−120 Points given twice' });
    expect(pointsChangedWords('Kofi', pointsAnswer(1, []))).toEqual({ balance: 'Kofi now has 1 point', latest: undefined });
  });
});

describe('Points… on the kitchen’s order sheet', () => {
  it('grants points to the order’s customer with the reason, then says how many they have and the newest line', async () => {
    renderSheet();
    const form = fillPoints('Grant', '50', '  Sorry for the long wait ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Ama now has 420 points')).toBeTruthy();
    expect(screen.getByText('Latest: +50 Sorry for the long wait')).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ customerId: 'cust8f3a2b', points: 50, reason: 'Sorry for the long wait' });
    expect(screen.queryByRole('form', { name: 'Points for Ama Mensah' })).toBeNull();
  });

  it('takes points as a negative number', async () => {
    renderSheet();
    const form = fillPoints('Take', '1,000', 'Points given twice');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latest: −1,000 Points given twice')).toBeTruthy();
    expect(posts()[0]!.body).toEqual({ customerId: 'cust8f3a2b', points: -1000, reason: 'Points given twice' });
  });

  it('sends nothing without a number of points or a reason, and says so under each field', () => {
    renderSheet();
    const form = fillPoints('Grant', 'fifty', ' ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter a whole number of points')).toBeTruthy();
    expect(within(form).getByText('Say why: the customer reads it in their points history.')).toBeTruthy();
    expect(within(form).getByLabelText('Points').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(form).getByLabelText('Points'), { target: { value: '100001' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('At most 100,000 points')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s 400 under its field, and a refusal naming no field above the buttons', async () => {
    renderSheet();
    pointsReply = () =>
      json({ error: { code: 'VALIDATION', message: 'Check the fields.', details: [{ path: 'body.reason', message: 'At most 200 characters' }] } }, 400);
    const form = fillPoints('Grant', '50', 'Sorry for the long wait');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const under = await within(form).findByText('At most 200 characters');
    const reason = within(form).getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(under.id);
    expect(within(form).queryByRole('alert')).toBeNull();

    pointsReply = () => json({ error: { code: 'NOT_FOUND', message: 'No such customer.' } }, 404);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('No such customer.');
    expect(within(form).queryByText('At most 200 characters')).toBeNull();
    expect(posts()).toHaveLength(2);
  });
});
