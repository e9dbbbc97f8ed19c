import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderLine } from '../../../functions/src/orders/contract/order.ts';
import type { StoredLine } from '../../../functions/src/cart/rules/cart.ts';

const send = vi.hoisted(() => vi.fn());
vi.mock('../../../functions/src/platform/table/client.ts', () => ({ db: () => ({ send }), tableName: () => 'spices-unit' }));

const { listOrderedLines, orderFromItem, orderToItem } = await import('../../../functions/src/orders/store/order.ts');
const { messageFromItem } = await import('../../../functions/src/orders/store/message.ts');
const { getUser } = await import('../../../functions/src/accounts/store/user.ts');
const { MalformedItemError } = await import('../../../functions/src/platform/table/stored-item.ts');
type StoredOrder = import('../../../functions/src/orders/store/order.ts').StoredOrder;

const cartLine: StoredLine = {
  lineId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  dishId: 'jollof-rice',
  dishName: 'Jollof Rice',
  image: 'jollof.webp',
  blurHash: 'LKO2?U%2Tw=w',
  sizeId: 'jollof-large',
  spiceLevel: 2,
  optionalIngredientIds: ['plantain'],
  removedIngredients: ['Onion'],
  unitPrice: 1650,
  quantity: 2,
  status: 'cart',
  addedAt: '2026-11-24T21:50:00.000Z',
  updatedAt: '2026-11-24T21:55:00.000Z',
};

const orderLine: OrderLine = {
  lineId: cartLine.lineId,
  dishId: 'jollof-rice',
  name: 'Jollof Rice',
  image: 'jollof.webp',
  blurHash: 'LKO2?U%2Tw=w',
  size: 'large',
  sizeId: 'jollof-large',
  amount: '1 large bowl',
  catering: false,
  spiciness: 2,
  canBeSpicy: true,
  ingredients: [{ id: 'plantain', ingredient: 'Plantain', price: 250 }],
  removedIngredients: ['Onion'],
  quantity: 2,
  unitPriceCents: 1650,
  lineTotalCents: 3300,
};

const orderId = '01JXKQ7Z8M3N4P5R6S7T8V9W0A';
const stored: StoredOrder = {
  orderId,
  number: 'A7K3Q9',
  placedAt: '2026-11-24T22:02:00.000Z',
  status: 'placed',
  history: [{ status: 'placed', at: '2026-11-24T22:02:00.000Z' }],
  mode: 'pickup',
  asap: false,
  slotId: '2026-11-24T23:15:00.000Z',
  address: null,
  lines: [orderLine],
  totals: { subtotalCents: 3300, deliveryFeeCents: 0, taxCents: 261, tipCents: 0, totalCents: 3561, taxRateBasisPoints: 790 },
  notes: '',
  paymentMethod: 'in-person-card',
  paymentStatus: 'pay-on-handover',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null },
  userId: 'user-42',
  cartLines: [cartLine],
};

/** How orders were written before the names agreed with StoredOrder: cart lines under `lines`. */
function legacyItem(order: StoredOrder): Record<string, unknown> {
  const { lines: _lines, cartLines: _cartLines, ...item } = orderToItem(order);
  return { ...item, lines: order.cartLines, orderLines: order.lines };
}

beforeEach(() => send.mockReset());

describe('stored orders', () => {
  it('keeps the order lines under `lines` and the cart lines they were made from under `cartLines`', () => {
    const item = orderToItem(stored);
    expect(item.lines).toEqual([orderLine]);
    expect(item.cartLines).toEqual([cartLine]);
    expect(item).not.toHaveProperty('orderLines');
    expect(orderFromItem(item)).toEqual(stored);
  });

  it('reads an order written with the old, swapped names the same way', () => {
    expect(orderFromItem(legacyItem(stored))).toEqual(stored);
  });

  it('drops the table attributes (keys, type, later updates) from the order it reads', () => {
    const read = orderFromItem({ ...orderToItem(stored), updatedAt: '2026-11-24T22:10:00.000Z' });
    expect(Object.keys(read).sort()).toEqual(Object.keys(stored).sort());
  });

  it('refuses a malformed order, naming the entity, its key and the attribute', () => {
    const item = { ...orderToItem(stored), totals: { subtotalCents: '33.00' } };
    expect(() => orderFromItem(item)).toThrow(MalformedItemError);
    expect(() => orderFromItem(item)).toThrow(`Malformed order item USER#user-42/ORDER#${orderId}: totals.subtotalCents`);
  });

  it('gives buy again the cart lines of new and old orders alike, newest first', async () => {
    const project = (item: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(item).filter(([name]) => ['pk', 'sk', 'lines', 'cartLines', 'placedAt'].includes(name)));
    const older = { ...stored, orderId: '01JXKQ7Z8M3N4P5R6S7T8V9W00', placedAt: '2026-11-20T18:00:00.000Z' };
    send.mockResolvedValueOnce({ Items: [project(orderToItem(stored)), project(legacyItem(older))] });
    expect(await listOrderedLines('user-42')).toEqual([
      { lines: [cartLine], placedAt: stored.placedAt },
      { lines: [cartLine], placedAt: older.placedAt },
    ]);
    expect(send.mock.calls[0]![0].input.ProjectionExpression).toContain('cartLines');
  });
});

describe('items read from the table', () => {
  it('reads a message, filling what early messages lacked', () => {
    const item = {
      pk: 'USER#user-42',
      sk: 'MSG#01JXKQ7Z8M3N4P5R6S7T8V9W0D',
      type: 'orderMessage',
      messageId: '01JXKQ7Z8M3N4P5R6S7T8V9W0D',
      userId: 'user-42',
      email: 'ada@example.com',
      orderId,
      orderNumber: 'A7K3Q9',
      status: 'accepted',
      title: 'Order accepted',
      body: 'We’ve accepted your order A7K3Q9.',
      createdAt: '2026-11-24T22:05:00.000Z',
    };
    expect(messageFromItem(item)).toMatchObject({ customerName: '', read: false, status: 'accepted' });
    expect(() => messageFromItem({ ...item, status: 'lost' })).toThrow('Malformed order message item USER#user-42/MSG#01JXKQ7Z8M3N4P5R6S7T8V9W0D: status');
  });

  it('reads a user with the defaults of early accounts, and refuses one without a password hash', async () => {
    const item = {
      pk: 'USER#user-42',
      sk: 'PROFILE',
      type: 'user',
      id: 'user-42',
      name: 'Ada',
      email: 'ada@example.com',
      passwordHash: 'hash',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    send.mockResolvedValueOnce({ Item: item });
    expect(await getUser('user-42')).toEqual({
      id: 'user-42',
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      passwordHash: 'hash',
      theme: 'device',
      emailVerified: false,
      twoFactorEnabled: false,
      tokenVersion: 0,
      passwordVersion: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const { passwordHash: _passwordHash, ...withoutHash } = item;
    send.mockResolvedValueOnce({ Item: withoutHash });
    await expect(getUser('user-42')).rejects.toThrow('Malformed user item USER#user-42/PROFILE: passwordHash');
  });
});
