/**
 * The owner's reports split the money of a range's sales (docs/business-rules.md#the-owners-reports): "Collected" is
 * what cards were charged and what was paid in person on completed orders, less refunds; "Expected" is the rest still
 * to come in (cards only held, a payment problem, in-person payments and catering balances on orders not completed).
 * One order in each state, to the cent, by the report and by the orders export; a held card that is charged moves
 * from expected to collected.
 */
import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collectedColumn, expectedColumn, salesReportSchema, type SalesReport } from '../../functions/src/reports/contract/sales-report.ts';
import type { StoredOrder } from '../../functions/src/orders/store/order.ts';
import type { Customer } from '../fixtures/api.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { day, line, orderOf, writeOrder, type Shape } from '../fixtures/report-orders.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let D: string;
let orders: Record<string, StoredOrder>;

async function report(date: string): Promise<SalesReport> {
  const answer = await owner.call('GET', `/owner/reports?from=${date}&to=${date}&basis=placed`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return salesReportSchema.parse(answer.body);
}

/** Each order's total: $20.00 of dishes, $1.58 tax, $3.00 tip (pickup), or with a $4.99 fee (delivery). */
const pickupTotal = 2000 + 158 + 300;
const deliveryTotal = 2000 + 499 + 158 + 300;

function shape(hour: number, pay: Shape['pay'], mode: Shape['mode'], extra: Partial<Shape> = {}): Shape {
  return {
    placedAt: `${D}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    slotId: `${D}T${String(hour + 2).padStart(2, '0')}:00:00.000Z`,
    mode,
    pay,
    totals: [2000, mode === 'delivery' ? 499 : 0, 158, 300],
    lines: [line('jollof-rice', 'Jollof Rice', 1, 2000)],
    ...extra,
  };
}

const charged = (cents: number, refunded = 0): Shape['card'] => ({
  state: 'charged',
  capturedCents: cents,
  refundedCents: refunded,
  refunds: refunded ? [{ amountCents: refunded, at: new Date().toISOString(), reason: 'A side was missing' }] : [],
});

/** A catering order made from a quote: its card payment is the deposit, charged at checkout. */
function catering(order: StoredOrder, depositCents: number): StoredOrder {
  return {
    ...order,
    cardPayment: { state: 'charged', amountCents: depositCents, capturedCents: depositCents, refundedCents: 0, refunds: [], capture: 'at-checkout' },
    quote: {
      quoteId: ulid(),
      number: 'Q' + order.number,
      version: 1,
      headcount: 20,
      reference: 'PO 1142',
      discount: null,
      depositCents,
      balanceDueOn: D,
      overCapacity: false,
    },
  };
}

beforeAll(async () => {
  owner = (await signedInOwner()).owner;
  // A day no other run on this stack has used, within the shop's life (reports start in 2018): January to August of
  // 2018–2025, while sales-reports.test.ts takes an autumn week of those years and report-export-link.test.ts a day of
  // September or October.
  for (;;) {
    D = day(`${business.servingSince + randomInt(8)}-01-01`, randomInt(240));
    if ((await report(D)).summary.all.orders === 0) break;
  }
  const userId = ulid();
  const of = (value: Shape) => orderOf(value, userId);
  orders = {
    cashNew: of(shape(10, 'in-person-cash', 'pickup')),
    cardAtDoorAccepted: of(shape(11, 'in-person-card', 'delivery', { status: 'accepted' })),
    cashCompleted: { ...of(shape(12, 'in-person-cash', 'pickup', { status: 'completed' })), paymentStatus: 'paid' },
    cardHeld: of(shape(13, 'card-online', 'pickup', { card: { state: 'held' } })),
    cardChargedRefunded: of(shape(14, 'card-online', 'delivery', { status: 'accepted', card: charged(deliveryTotal, 450) })),
    cardChargedCompleted: of(shape(15, 'card-online', 'pickup', { status: 'completed', card: charged(pickupTotal) })),
    cardHoldExpired: of(shape(16, 'card-online', 'pickup', { card: { state: 'problem', problem: 'hold-expired' } })),
    cardChargedAtCheckout: of(shape(17, 'card-online', 'pickup', { card: { ...charged(pickupTotal), capture: 'at-checkout' } })),
    cateringBalanceDue: catering(of(shape(18, 'card-online', 'delivery', { status: 'accepted' })), 1000),
    cateringBalancePaid: {
      ...catering(of(shape(19, 'card-online', 'delivery', { status: 'ready' })), 1000),
      balancePayment: { state: 'charged', amountCents: deliveryTotal - 1000, attempt: 1, payBy: `${D}T23:00:00.000Z`, paidAt: `${D}T22:00:00.000Z` },
    },
    cateringCompleted: catering(of(shape(20, 'card-online', 'pickup', { status: 'completed' })), 800),
    cancelled: of(shape(21, 'card-online', 'pickup', { status: 'cancelled', card: { state: 'released' }, cancelReason: 'Kitchen closed early' })),
  };
  for (const order of Object.values(orders)) await writeOrder(order);
  // The barrier: the stream's tally has taken the last order written (the cancelled one).
  await vi.waitFor(async () => expect((await report(D)).cancelled.orders).toBe(1), { timeout: 20_000, interval: 200 });
  await vi.waitFor(async () => expect((await report(D)).summary.all.orders).toBe(11), { timeout: 20_000, interval: 200 });
});

describe('collected and expected', () => {
  // Collected: the completed cash order, the charged cards (one less $4.50 refunded), the card charged at checkout,
  // the catering deposits ($10.00 and $8.00), a balance paid by link, and a catering order completed (its balance
  // paid at handover).
  const collected = pickupTotal + (deliveryTotal - 450) + pickupTotal + pickupTotal + 1000 + deliveryTotal + pickupTotal;
  // Expected: the new cash order, the accepted one paid at the door, the held card, the expired hold, and the
  // balance still due on a catering order.
  const expected = pickupTotal + deliveryTotal + pickupTotal + pickupTotal + (deliveryTotal - 1000);

  it('the report counts each order in its state to the cent, and the two add up to the totals less refunds', async () => {
    const all = (await report(D)).summary.all;
    expect(all.orders).toBe(11);
    expect({ collected: all.collectedCents, expected: all.expectedCents }).toEqual({ collected, expected });
    expect(all.collectedCents + all.expectedCents).toBe(4 * deliveryTotal + 7 * pickupTotal - 450);
    expect(collected).toBe(16_296);
    expect(expected).toBe(12_288);
  });

  it('splits them by the way to pay: in person is collected only on completed orders', async () => {
    const { byPayment } = (await report(D)).summary;
    expect(byPayment['in-person']).toMatchObject({ orders: 3, collectedCents: pickupTotal, expectedCents: pickupTotal + deliveryTotal });
    expect(byPayment.card).toMatchObject({ orders: 8, collectedCents: collected - pickupTotal, expectedCents: expected - pickupTotal - deliveryTotal });
  });

  it('the orders export names what each column counts and gives each order its own, adding up to the report', async () => {
    const answer = await owner.call<string>('GET', `/owner/reports/export?kind=orders&from=${D}&to=${D}&basis=placed`);
    expect(answer.status).toBe(200);
    const header = answer.body.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header).toContain('"Collected (charged to cards, and paid in person on completed orders, less refunds)"');
    expect(header).toContain('"Expected (still to come in: cards held but not yet charged, and payments due in person on orders not yet completed)"');
    const rows = parse(answer.body, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
    const byNumber = new Map(rows.map((row) => [row.Order, row]));
    const cents = (value: string | undefined) => Math.round(Number(value) * 100);
    const moneyIn = (key: string) => {
      const row = byNumber.get(orders[key]!.number)!;
      return [cents(row[collectedColumn]), cents(row[expectedColumn])];
    };
    expect(moneyIn('cashNew')).toEqual([0, pickupTotal]);
    expect(moneyIn('cashCompleted')).toEqual([pickupTotal, 0]);
    expect(moneyIn('cardHeld')).toEqual([0, pickupTotal]);
    expect(moneyIn('cardChargedRefunded')).toEqual([deliveryTotal - 450, 0]);
    expect(moneyIn('cardHoldExpired')).toEqual([0, pickupTotal]);
    expect(moneyIn('cateringBalanceDue')).toEqual([1000, deliveryTotal - 1000]);
    expect(moneyIn('cateringCompleted')).toEqual([pickupTotal, 0]);
    expect(moneyIn('cancelled')).toEqual([0, 0]);
    const sum = (column: string) => rows.reduce((total, row) => total + cents(row[column]), 0);
    expect([sum(collectedColumn), sum(expectedColumn)]).toEqual([collected, expected]);
  });

  it('moves a held card from expected to collected once the kitchen accepts and it is charged', async () => {
    const before = (await report(D)).summary.all;
    await writeOrder({ ...orders.cardHeld!, status: 'accepted', cardPayment: { ...orders.cardHeld!.cardPayment!, ...charged(pickupTotal) } });
    await vi.waitFor(async () => expect((await report(D)).summary.all.collectedCents).toBe(before.collectedCents + pickupTotal), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await report(D)).summary.all).toMatchObject({ orders: 11, expectedCents: before.expectedCents - pickupTotal });
  });
});
