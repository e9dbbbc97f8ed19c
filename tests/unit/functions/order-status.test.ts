import { describe, expect, it } from 'vitest';
import { orderStatuses, ownerActions, type Order, type OrderStatus, type OwnerAction } from '../../../functions/src/orders/contract/order.ts';
import { slotLabel, slotTimeFrom } from '../../../functions/src/platform/contract/business-clock.ts';
import { customerMessageFor, ownerActionPrompt, ownerActionsFor, planOwnerAction, refundMessageFor } from '../../../functions/src/orders/rules/order-status.ts';

/** Tue, Nov 24 2026, 5:15 p.m. in Milwaukee (CST, UTC−6). */
const slotId = '2026-11-24T23:15:00.000Z';
const sameDayMorning = Date.parse('2026-11-24T15:00:00Z');
const daysBefore = Date.parse('2026-11-21T15:00:00Z');

/** An order that went through the given statuses, in order. */
function orderAt(mode: Order['mode'], ...statuses: OrderStatus[]) {
  const history = statuses.map((status, i) => ({ status, at: new Date(Date.UTC(2026, 10, 21, 12, i)).toISOString() }));
  return { number: 'A7K3Q9', mode, status: statuses.at(-1)!, history };
}

const pickupPath: OrderStatus[] = ['placed', 'accepted', 'ready', 'completed'];
const deliveryPath: OrderStatus[] = ['placed', 'accepted', 'out-for-delivery', 'completed'];

describe('the owner actions on an order', () => {
  it('move a pickup order placed → accepted → ready → completed, one step each', () => {
    expect(planOwnerAction(orderAt('pickup', 'placed'), 'accept')).toEqual({ kind: 'allowed', from: 'placed', to: 'accepted' });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted'), 'ready')).toEqual({ kind: 'allowed', from: 'accepted', to: 'ready' });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted', 'ready'), 'complete')).toEqual({ kind: 'allowed', from: 'ready', to: 'completed' });
  });

  it('move a delivery order placed → accepted → out for delivery → completed', () => {
    expect(planOwnerAction(orderAt('delivery', 'placed', 'accepted'), 'out-for-delivery')).toEqual({
      kind: 'allowed',
      from: 'accepted',
      to: 'out-for-delivery',
    });
    expect(planOwnerAction(orderAt('delivery', 'placed', 'accepted', 'out-for-delivery'), 'complete')).toEqual({
      kind: 'allowed',
      from: 'out-for-delivery',
      to: 'completed',
    });
  });

  it('cancel a placed or accepted order, and nothing later', () => {
    expect(planOwnerAction(orderAt('pickup', 'placed'), 'cancel')).toMatchObject({ kind: 'allowed', to: 'cancelled' });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted'), 'cancel')).toMatchObject({ kind: 'allowed', to: 'cancelled' });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted', 'ready'), 'cancel')).toEqual({
      kind: 'refused',
      message: 'Order A7K3Q9 is ready for pickup, so it cannot be cancelled now.',
    });
  });

  it('allow exactly the listed moves: every other action from every status is refused or done', () => {
    const allowed = new Set([
      'accept:placed',
      'ready:accepted',
      'out-for-delivery:accepted',
      'complete:ready',
      'complete:out-for-delivery',
      'cancel:placed',
      'cancel:accepted',
    ]);
    for (const action of ownerActions) {
      for (const status of orderStatuses) {
        const mode = status === 'ready' || action === 'ready' ? 'pickup' : 'delivery';
        const plan = planOwnerAction({ number: 'A7K3Q9', mode, status, history: [{ status, at: '' }] }, action);
        expect(plan.kind === 'allowed', `${action} from ${status}`).toBe(allowed.has(`${action}:${status}`));
      }
    }
  });

  it('refuse "ready" on a delivery order and "out for delivery" on a pickup order', () => {
    expect(planOwnerAction(orderAt('delivery', 'placed', 'accepted'), 'ready')).toEqual({
      kind: 'refused',
      message: 'Order A7K3Q9 is for delivery, so it cannot be ready for pickup.',
    });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted'), 'out-for-delivery').kind).toBe('refused');
  });

  it('say an action was already taken once the order went through its status, even after moving on', () => {
    expect(planOwnerAction(orderAt('pickup', 'placed', 'accepted'), 'accept')).toEqual({
      kind: 'done',
      message: 'Order A7K3Q9 was already accepted. Nothing was changed.',
    });
    expect(planOwnerAction(orderAt('pickup', ...pickupPath), 'accept').kind).toBe('done');
    expect(planOwnerAction(orderAt('delivery', ...deliveryPath), 'out-for-delivery').kind).toBe('done');
    expect(planOwnerAction(orderAt('pickup', 'placed', 'cancelled'), 'cancel').kind).toBe('done');
  });

  it('refuse what the status does not allow yet, e.g. complete on a placed order or accept on a cancelled one', () => {
    expect(planOwnerAction(orderAt('pickup', 'placed'), 'complete')).toEqual({
      kind: 'refused',
      message: 'Order A7K3Q9 is new, so it cannot be completed now.',
    });
    expect(planOwnerAction(orderAt('pickup', 'placed', 'cancelled'), 'accept')).toEqual({
      kind: 'refused',
      message: 'Order A7K3Q9 is cancelled, so it cannot be accepted now.',
    });
  });

  it('offers by e-mail: accept, ready or out for delivery by mode, complete and cancel', () => {
    expect(ownerActionsFor('pickup')).toEqual<OwnerAction[]>(['accept', 'ready', 'complete', 'cancel']);
    expect(ownerActionsFor('delivery')).toEqual<OwnerAction[]>(['accept', 'out-for-delivery', 'complete', 'cancel']);
  });
});

describe('the slot as people read it', () => {
  it('is in the business time zone, with a.m./p.m.', () => {
    expect(slotLabel(slotId)).toBe('Tue, Nov 24, 5:15 p.m.');
    expect(slotLabel('2026-07-04T16:00:00.000Z')).toBe('Sat, Jul 4, 11 a.m.');
  });

  it('drops the day when it is the same local day', () => {
    expect(slotTimeFrom(slotId, sameDayMorning)).toBe('5:15 p.m.');
    expect(slotTimeFrom(slotId, daysBefore)).toBe('Tue, Nov 24, 5:15 p.m.');
  });
});

describe('what the owner reads before accepting', () => {
  const order = { number: 'A7K3Q9', customer: { name: 'Ada', email: 'ada@example.com', phone: null }, mode: 'pickup' as const, asap: false, slotId };

  it('says the time the customer is promised: a scheduled order’s own time', () => {
    expect(ownerActionPrompt(order, 'accept', daysBefore)).toBe(
      'Accept order A7K3Q9? Ada will be told by e-mail that it will be ready for pickup at Tue, Nov 24, 5:15 p.m., the time they chose.',
    );
  });

  it('says an ASAP order’s time as an estimate, and a delivery’s as at the door', () => {
    expect(ownerActionPrompt({ ...order, asap: true, mode: 'delivery' }, 'accept', sameDayMorning)).toBe(
      'Accept order A7K3Q9? Ada will be told by e-mail that it will be at the door at about 5:15 p.m., as soon as the kitchen can.',
    );
  });
});

describe("the customer's message for each new status", () => {
  const pickup = { number: 'A7K3Q9', mode: 'pickup' as const, asap: false, slotId, address: null, paymentMethod: 'in-person-card' as const };
  const address = {
    id: 'a',
    label: 'Home',
    recipientName: 'Ada Lovelace',
    line1: '123 N Water St',
    line2: '',
    city: 'Milwaukee',
    state: 'WI',
    zip: '53202',
    phone: null,
    deliveryInstructions: '',
    isDefault: true,
    createdAt: '',
    updatedAt: '',
  };
  const delivery = { ...pickup, mode: 'delivery' as const, address, paymentMethod: 'in-person-cash' as const };

  it('says when an accepted order will be ready, or at the door', () => {
    expect(customerMessageFor(pickup, 'accepted', sameDayMorning)).toEqual({
      title: 'Order accepted',
      body: 'We’ve accepted your order A7K3Q9 and will have it ready for pickup at 5:15 p.m.',
    });
    expect(customerMessageFor(delivery, 'accepted', daysBefore).body).toBe(
      'We’ve accepted your order A7K3Q9 and will bring it to you at Tue, Nov 24, 5:15 p.m.',
    );
    // An ASAP order's time is an estimate, as the kitchen's own is.
    expect(customerMessageFor({ ...pickup, asap: true }, 'accepted', sameDayMorning).body).toBe(
      'We’ve accepted your order A7K3Q9 and will have it ready for pickup at about 5:15 p.m.',
    );
  });

  it('gives a title and a body naming the order for every status', () => {
    const titles = orderStatuses.map((status) => customerMessageFor(pickup, status, sameDayMorning).title);
    expect(titles).toEqual([
      'Payment not finished',
      'Order received',
      'Order accepted',
      'Ready for pickup',
      'Out for delivery',
      'Order completed',
      'Order cancelled',
    ]);
    for (const status of orderStatuses) {
      const { body } = customerMessageFor(delivery, status, sameDayMorning);
      expect(body).toContain('A7K3Q9');
      expect(body, 'one full stop after p.m.').not.toMatch(/\.\./);
    }
  });

  it('says what happened to a card payment: held, charged, released, refunded, and that a paid order needs no payment on handover', () => {
    const visa = { brand: 'visa', last4: '4242' };
    const base = { amountCents: 4127, capturedCents: 0, refundedCents: 0, refunds: [], capture: 'on-accept' as const, card: visa };
    const byCard = { ...pickup, paymentMethod: 'card-online' as const };
    expect(customerMessageFor({ ...byCard, cardPayment: { ...base, state: 'held' } }, 'placed').body).toContain(
      'Your Visa ending 4242 is held for $41.27 and charged when the kitchen accepts the order.',
    );
    const charged = { ...base, state: 'charged' as const, capturedCents: 4127 };
    expect(customerMessageFor({ ...byCard, cardPayment: charged }, 'accepted').body).toContain('Your Visa ending 4242 was charged $41.27.');
    expect(customerMessageFor({ ...byCard, cardPayment: charged }, 'ready').body).toContain('; it is paid.');
    const released = customerMessageFor({ ...byCard, cardPayment: { ...base, state: 'released' } }, 'cancelled').body;
    expect(released).toContain('and nothing was charged.');
    expect(released).toContain('The hold on your Visa ending 4242 was released: nothing was charged.');
    const refunded = customerMessageFor({ ...byCard, cardPayment: { ...charged, refundedCents: 4127 } }, 'cancelled').body;
    expect(refunded).not.toContain('nothing was charged');
    expect(refunded).toContain('We refunded $41.27 to your Visa ending 4242');
    const refund = { amountCents: 500, at: '2026-11-27T12:00:00.000Z', reason: 'The puff-puff was missing' };
    expect(refundMessageFor({ number: 'A7K3Q9', cardPayment: { ...charged, refundedCents: 500, refunds: [refund] } }, refund)).toEqual({
      title: 'Refund of $5.00',
      body: 'We refunded $5.00 of your order A7K3Q9 to your Visa ending 4242. The kitchen’s note: The puff-puff was missing. Refunds show on your statement within 5–10 business days. Questions? Call us at (414) 555-0173.',
    });
  });

  it('tells where to pick up and how to pay, and where the driver is going', () => {
    expect(customerMessageFor(pickup, 'ready').body).toBe(
      'Your order A7K3Q9 is ready! Pick it up at 2218 N Martin Luther King Jr Dr, Milwaukee, and pay by card when you collect it.',
    );
    expect(customerMessageFor(delivery, 'out-for-delivery').body).toBe(
      'Your order A7K3Q9 is on its way to 123 N Water St. Please have your cash payment ready for the driver.',
    );
    expect(customerMessageFor(pickup, 'cancelled').body).toContain('nothing was charged');
  });
});
