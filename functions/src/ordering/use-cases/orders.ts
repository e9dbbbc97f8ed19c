/**
 * Checkout and orders: the schedule offered, the quote, placing an order (re-priced, re-checked and
 * written in one transaction), the customer's orders, and buying an order again.
 */
import { ulid } from 'ulid';
import type * as z from 'zod';
import { ordering } from '../../platform/config/ordering.ts';
import { count, logger, metricNames } from '../../platform/config/telemetry.ts';
import { keepTextChoice, textConsentWords } from '../../messaging/index.ts';
import type { BuyAgainAnswer, Order, OrderSummary, OrderTime, QuoteAnswer, ScheduleAnswer, quoteRequestSchema } from '../../orders/contract/order.ts';
import type { placeOrderRequestSchema } from '../../orders/contract/place-order.ts';
import { orderSchema, verifyToPayInPersonMessage } from '../../orders/contract/order.ts';
import type { Address } from '../../accounts/contract/address.ts';
import type { FulfilmentMode, OrderRefusal, TipChoice } from '../../shop/contract/ordering.ts';
import { addLines, listLines, cartSummary, mergeEqualLines, reviewLine, type PricedLine } from '../../cart/index.ts';
import { readPriceBook } from '../../catalogue/index.ts';
import {
  messageToItem,
  getIdempotencyRecord,
  getOrder,
  listOrders,
  placeOrder as writeOrder,
  takenSlotCounts,
  type StoredOrder,
  asapSlotId,
  checkoutRefusal,
  orderNumberOf,
  payloadHashOf,
  priceCart,
  totalChangedRefusal,
  type PricedCart,
  orderMessage,
} from '../../orders/index.ts';
import {
  getShopSettings,
  asapAvailability,
  checkSlot,
  offeredSlots,
  rulesWithSettings,
  type ScheduleRules,
  isPaused,
  pausedMessage,
} from '../../shop/index.ts';
import { updateUser, type UserRecord, addressOf } from '../../accounts/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { checkCateringTerms, checkDeliveryMinimum, deliveryFeeCents, orderTotals } from '../../orders/contract/order-totals.ts';
import type { Category } from '../../catalogue/contract/dish-parts.ts';
import { giveBackOfferUse, offerForCheckout, type CheckoutOffer } from '../../offers/index.ts';
import { isInServiceArea, outsideServiceAreaMessage } from '../../shop/contract/service-area.ts';
import {
  paymentMethodsFor,
  paymentProviderFor,
  endEarlierCardOrders,
  lapsedPlaceCounts,
  notCompletedReason,
  openCardCheckout,
  payWithinMinutes,
  releaseLapsedPlaces,
  stillPayable,
  markCardOrderAbandoned,
  captureTimingFor,
  newCardPayment,
  withoutLapsedPlaces,
} from '../../payments/index.ts';

const dayMs = 24 * 3600_000;
/** An Idempotency-Key is remembered for a day: long enough for any retry. */
const idempotencyLifetimeSeconds = 24 * 3600;

async function pricedCartOf(userId: string): Promise<PricedCart> {
  const [lines, book] = await Promise.all([listLines(userId), readPriceBook()]);
  return priceCart(lines, book);
}

/**
 * Slots taken from now until the last bookable day, less the places unpaid card orders held past their time
 * (docs/business-rules.md#unpaid-card-orders): those no longer count, though only placing an order gives them back.
 */
async function takenCountsAround(now: Date) {
  const from = new Date(now.getTime() - dayMs).toISOString();
  const to = new Date(now.getTime() + (ordering.daysAhead + 2) * dayMs).toISOString();
  const [taken, lapsed] = await Promise.all([takenSlotCounts(from, to), lapsedPlaceCounts(from, to, now)]);
  return withoutLapsedPlaces(taken, lapsed);
}

/** GET /orders/schedule: ASAP and the free slots for this customer's cart. */
export async function readSchedule(userId: string, mode: FulfilmentMode, now = new Date()): Promise<ScheduleAnswer> {
  const [cart, taken, settings] = await Promise.all([pricedCartOf(userId), takenCountsAround(now), getShopSettings()]);
  const catering = cart.catering;
  // While the owner has paused online ordering, nothing is offered, and the answer says why.
  if (isPaused(settings, now)) {
    const message = pausedMessage(settings, now);
    return { mode, catering, asap: { available: false, message }, days: [], paused: { until: settings.pausedUntil, message } };
  }
  const rules = rulesWithSettings(settings);
  let asap = asapAvailability({ now, mode, catering, rules });
  if (asap.available) {
    const check = checkSlot({ slotId: asapSlotId(asap.readyAt, rules.slotMinutes), now, mode, catering, taken, rules });
    if (!check.ok) asap = { available: false, message: 'The kitchen is fully booked for the next while. Please choose a time.' };
  }
  return { mode, catering, asap, days: offeredSlots({ now, mode, catering, taken, rules }) };
}

/** What would stop this cart from being ordered this way (besides the time). */
function orderRefusals(cart: PricedCart, mode: FulfilmentMode, address: Address | undefined): OrderRefusal[] {
  const refusals: OrderRefusal[] = [];
  if (mode === 'delivery' && address && !isInServiceArea(address.zip)) {
    refusals.push({ reason: 'OUTSIDE_SERVICE_AREA', message: outsideServiceAreaMessage(address.zip) });
  }
  const minimum = checkDeliveryMinimum(cart.subtotalCents, mode);
  if (minimum) refusals.push(minimum);
  const catering = checkCateringTerms(cart.ruleLines);
  if (catering) refusals.push(catering);
  return refusals;
}

/**
 * Whether this would be the customer's first order: none before, or only cancelled ones (an unpaid card order the
 * customer gave up is no order), for first-order offers.
 */
async function isFirstOrder(userId: string): Promise<boolean> {
  return (await listOrders(userId)).every((order) => order.status === 'cancelled');
}

/**
 * The offer the order takes (the typed code, or the best automatic offer) for this cart, mode and time, and why the
 * code is not taken (docs/business-rules.md#offers-and-loyalty). `orderTime` is the slot's (or the ASAP time's) instant.
 */
async function checkoutOfferFor(input: {
  userId: string;
  cart: PricedCart;
  mode: FulfilmentMode;
  orderTime: string;
  code: string | undefined;
  rewardId: string | undefined;
  clientAddress: string | undefined;
  now: Date;
}): Promise<CheckoutOffer> {
  const { cart } = input;
  return offerForCheckout({
    userId: input.userId,
    code: input.code,
    rewardId: input.rewardId,
    unitCents: cart.orderLines.map((line) => line.unitPriceCents),
    clientAddress: input.clientAddress,
    facts: {
      now: input.now.getTime(),
      orderTime: input.orderTime,
      mode: input.mode,
      catering: cart.catering,
      // The order's lines and the rules' lines are the same lines, in the same order (priceCart).
      lines: cart.orderLines.map((line, index) => ({ dishId: line.dishId, category: cart.ruleLines[index]!.category as Category, cents: line.lineTotalCents })),
    },
    isFirstOrder: () => isFirstOrder(input.userId),
    deliveryFeeCents: deliveryFeeCents(cart.subtotalCents, input.mode, cart.catering),
  });
}

/** The instant a quote judges offers at: the slot chosen, else the ASAP time (else now, when ASAP is not offered). */
function quotedOrderTime(when: OrderTime | undefined, now: Date, mode: FulfilmentMode, catering: boolean, rules: ScheduleRules): string {
  if (when?.kind === 'slot') return new Date(Date.parse(when.slotId)).toISOString();
  const asap = asapAvailability({ now, mode, catering, rules });
  return asap.available ? asapSlotId(asap.readyAt, rules.slotMinutes) : now.toISOString();
}

/** POST /orders/quote: the totals exactly as an order placed now would be charged, with the offer it would take. */
export async function quote(userId: string, body: z.output<typeof quoteRequestSchema>, now = new Date(), clientAddress?: string): Promise<QuoteAnswer> {
  const [cart, address, settings] = await Promise.all([
    pricedCartOf(userId),
    body.mode === 'delivery' && body.addressId ? addressOf(userId, body.addressId) : Promise.resolve(undefined),
    getShopSettings(),
  ]);
  const paused: OrderRefusal[] = isPaused(settings, now) ? [{ reason: 'ORDERING_PAUSED', message: pausedMessage(settings, now) }] : [];
  const orderTime = quotedOrderTime(body.when, now, body.mode, cart.catering, rulesWithSettings(settings));
  const { applied, codeRefusal } =
    cart.orderLines.length === 0
      ? { applied: undefined, codeRefusal: undefined }
      : await checkoutOfferFor({ userId, cart, mode: body.mode, orderTime, code: body.code, rewardId: body.rewardId, clientAddress, now });
  return {
    totals: orderTotals({ subtotalCents: cart.subtotalCents, mode: body.mode, catering: cart.catering, tip: body.tip, discount: discountOf(applied) }),
    catering: cart.catering,
    itemCount: cart.orderLines.reduce((sum, line) => sum + line.quantity, 0),
    refusals: [...paused, ...orderRefusals(cart, body.mode, address)],
    paymentMethods: paymentMethodsFor(settings, body.mode, cart.catering),
    ...(applied ? { offer: applied } : {}),
    ...(codeRefusal ? { codeRefusal } : {}),
  };
}

/** What the totals take off for the offer taken. */
function discountOf(applied: CheckoutOffer['applied']) {
  return applied ? { cents: applied.discountCents, on: applied.on } : undefined;
}

/** The slot an order takes, or the refusal that names why it cannot. */
async function slotFor(when: OrderTime, now: Date, mode: FulfilmentMode, catering: boolean, rules: ScheduleRules): Promise<string> {
  let slotId: string;
  if (when.kind === 'asap') {
    const asap = asapAvailability({ now, mode, catering, rules });
    if (!asap.available) throw checkoutRefusal('ASAP_UNAVAILABLE', asap.message, 'body.when');
    slotId = asapSlotId(asap.readyAt, rules.slotMinutes);
  } else {
    slotId = when.slotId;
  }
  // Places held by unpaid card orders past their time are given back first (docs/business-rules.md#unpaid-card-orders).
  await releaseLapsedPlaces(slotId, now);
  const taken = await takenSlotCounts(slotId, slotId);
  const check = checkSlot({ slotId, now, mode, catering, taken, rules });
  if (!check.ok) throw checkoutRefusal(check.reason, check.message, 'body.when');
  return new Date(Date.parse(slotId)).toISOString();
}

export type PlacedOrder = { status: 200 | 201; order: Order };

/** The customer's view: the contract's fields only (not whose order it is, its cart lines, or who in the kitchen took each step). */
function toOrder(stored: StoredOrder): Order {
  return orderSchema.parse(stored);
}

/**
 * POST /orders: re-prices the whole cart, re-checks the slot, the area and the rules, then writes
 * the order, takes the slot's place and empties the cart in one transaction. The same
 * Idempotency-Key with the same payload answers the first order again; with another payload, 409.
 */
export async function placeOrder(
  user: UserRecord,
  idempotencyKey: string,
  body: z.output<typeof placeOrderRequestSchema>,
  now = new Date(),
  clientAddress?: string,
): Promise<PlacedOrder> {
  const payloadHash = payloadHashOf(body);
  const earlier = await getIdempotencyRecord(user.id, idempotencyKey);
  if (earlier) return replay(user.id, earlier, payloadHash);
  try {
    return await placeNewOrder(user, idempotencyKey, payloadHash, body, now, clientAddress);
  } catch (error) {
    // A retry of this checkout may have raced the first request, which placed the order (and emptied
    // the cart) meanwhile: then the answer is that order, never "your cart is empty".
    const placed = error instanceof AppError ? await getIdempotencyRecord(user.id, idempotencyKey) : undefined;
    if (placed) return replay(user.id, placed, payloadHash);
    throw error;
  }
}

async function placeNewOrder(
  user: UserRecord,
  idempotencyKey: string,
  payloadHash: string,
  body: z.output<typeof placeOrderRequestSchema>,
  now: Date,
  clientAddress: string | undefined,
): Promise<PlacedOrder> {
  const settings = await getShopSettings();
  if (isPaused(settings, now)) throw checkoutRefusal('ORDERING_PAUSED', pausedMessage(settings, now), 'body.when');
  const rules = rulesWithSettings(settings);
  for (let attempt = 0; ; attempt++) {
    const cart = await pricedCartOf(user.id);
    if (cart.cartLines.length === 0) throw checkoutRefusal('CART_EMPTY', 'Your cart is empty.', 'cart');
    if (cart.needsReview) throw checkoutRefusal('CART_NEEDS_REVIEW', cart.reviewMessage, 'cart');
    const address = body.mode === 'delivery' ? await addressOf(user.id, body.addressId!) : undefined;
    const [refusal] = orderRefusals(cart, body.mode, address);
    if (refusal) throw checkoutRefusal(refusal.reason, refusal.message, refusal.reason === 'OUTSIDE_SERVICE_AREA' ? 'body.addressId' : 'cart');
    // One order awaiting its card at a time: an earlier one is ended first, so its place is free for this one.
    // Their offer uses come back at once (the stream gives them back too, later), so this checkout may take the same code.
    if (attempt === 0) {
      for (const ended of await endEarlierCardOrders(user.id, idempotencyKey, now)) await giveBackOfferUse(ended, now);
    }
    const slotId = await slotFor(body.when, now, body.mode, cart.catering, rules);
    const checkoutOffer = await checkoutOfferFor({
      userId: user.id,
      cart,
      mode: body.mode,
      orderTime: slotId,
      code: body.code,
      rewardId: body.rewardId,
      clientAddress,
      now,
    });
    // A code (or reward) sent is the one the quote took: one the order would not take is refused with its reason, never dropped.
    if ((body.code !== undefined || body.rewardId !== undefined) && checkoutOffer.codeRefusal)
      throw checkoutRefusal('OFFER_REFUSED', checkoutOffer.codeRefusal.message, 'body.code');
    const { applied } = checkoutOffer;
    const totals = orderTotals({
      subtotalCents: cart.subtotalCents,
      mode: body.mode,
      catering: cart.catering,
      tip: body.tip as TipChoice,
      discount: discountOf(applied),
    });
    if (totals.totalCents !== body.expectedTotalCents) throw totalChangedRefusal(totals);

    if (!paymentMethodsFor(settings, body.mode, cart.catering).includes(body.paymentMethod)) {
      throw checkoutRefusal('PAYMENT_NOT_OFFERED', 'That way to pay is not offered for this order. Please choose another.', 'body.paymentMethod');
    }
    // A card secures the order of an account that has not verified its address; paying on handover waits for it.
    if (!user.emailVerified && body.paymentMethod !== 'card-online') {
      throw checkoutRefusal('EMAIL_NOT_VERIFIED', verifyToPayInPersonMessage, 'body.paymentMethod');
    }
    const orderId = ulid(now.getTime());
    const payment = await paymentProviderFor(body.paymentMethod).authorize({
      orderId,
      userId: user.id,
      mode: body.mode,
      method: body.paymentMethod,
      totalCents: totals.totalCents,
    });
    if (payment.status === 'declined') throw checkoutRefusal('PAYMENT_NOT_OFFERED', payment.message, 'body.paymentMethod');
    const byCard = payment.status === 'awaiting-card';

    const placedAt = now.toISOString();
    // By card the order awaits its card (not on the board, its slot held) until Stripe says the card is held.
    const status = byCard ? 'awaiting-payment' : 'placed';
    const order: StoredOrder = {
      orderId,
      userId: user.id,
      number: orderNumberOf(orderId),
      placedAt,
      status,
      history: [{ status, at: placedAt }],
      mode: body.mode,
      asap: body.when.kind === 'asap',
      slotId,
      address: address ?? null,
      lines: cart.orderLines,
      cartLines: cart.cartLines,
      totals,
      ...(applied ? { offer: applied } : {}),
      notes: body.notes,
      paymentMethod: body.paymentMethod,
      paymentStatus: byCard ? 'online' : 'pay-on-handover',
      ...(byCard
        ? {
            cardPayment: {
              ...newCardPayment(totals.totalCents, captureTimingFor(new Date(slotId), now)),
              payBy: new Date(now.getTime() + payWithinMinutes * 60_000).toISOString(),
            },
            slotHeldUntil: new Date(now.getTime() + ordering.unpaidHoldMinutes * 60_000).toISOString(),
          }
        : {}),
      customer: { name: user.name, email: user.email, phone: body.phone },
      // "Text me about this order": the consent kept on the order itself (docs/business-rules.md#customer-updates).
      ...(body.textUpdates
        ? { textUpdates: true, textConsent: { phone: body.phone, at: placedAt, words: textConsentWords, page: '/order/schedule' }, customerTexts: {} }
        : {}),
    };
    const outcome = await writeOrder({
      order,
      maxOrdersPerSlot: rules.maxOrdersPerSlot,
      idempotency: { key: idempotencyKey, payloadHash, expiresAt: Math.floor(now.getTime() / 1000) + idempotencyLifetimeSeconds },
      // A card order's receipt is written when its card is held (payments/use-cases/card-checkout.ts).
      message: byCard ? undefined : messageToItem(orderMessage(order, 'placed', now)),
      offerItems: checkoutOffer.useItems({ orderId, number: order.number, at: placedAt }),
    });
    if (outcome === 'placed') {
      logger().info(byCard ? 'Order awaiting its card' : 'Order placed', {
        orderId,
        mode: order.mode,
        totalCents: totals.totalCents,
        offerId: applied?.offerId,
      });
      if (!byCard) count(metricNames.ordersPlaced);
      await keepPhoneForNextTime(user, body.phone);
      await keepTextChoiceForNextTime(user, body.textUpdates);
      return { status: 201, order: toOrder(byCard ? await startCardPayment(order, now) : order) };
    }
    if (outcome === 'duplicateKey') {
      const record = await getIdempotencyRecord(user.id, idempotencyKey);
      if (record) return replay(user.id, record, payloadHash);
    }
    if (outcome === 'slotFull') throw checkoutRefusal('FULL', 'That time just filled up. Please choose another time.', 'body.when');
    // The cart changed, or another request wrote the same items, while the order was being priced: price it again, a few times at most.
    // An offer used up, paused or changed meanwhile: judged again (and refused with its reason when it no longer applies).
    if (attempt >= 2) {
      if (outcome === 'offerChanged')
        throw checkoutRefusal('OFFER_REFUSED', 'The offer changed while you were checking out. Please check the total and try again.', 'body.code');
      if (outcome === 'conflict')
        throw checkoutRefusal('IN_PROGRESS', 'Your order is still being placed. Please try again in a moment.', 'headers.idempotency-key');
      throw checkoutRefusal('CART_NEEDS_REVIEW', 'Your cart changed while you were checking out. Please review it and try again.', 'cart');
    }
  }
}

/**
 * The phone given at checkout becomes the account's, so the next checkout starts with it
 * (docs/business-rules.md#checkout). The order is placed whatever happens here: a failure is logged, never the answer.
 */
async function keepPhoneForNextTime(user: UserRecord, phone: string): Promise<void> {
  if (user.phone === phone) return;
  try {
    await updateUser(user.id, { phone });
  } catch (error) {
    logger().error('The order was placed, but its phone was not kept on the account', { userId: user.id, error });
  }
}

/** The box's choice starts the next checkout (docs/business-rules.md#customer-updates); logged, never the answer, when it fails. */
async function keepTextChoiceForNextTime(user: UserRecord, textUpdates: boolean): Promise<void> {
  try {
    await keepTextChoice(user.id, textUpdates);
  } catch (error) {
    logger().error('The order was placed, but its text choice was not kept on the account', { userId: user.id, error });
  }
}

/**
 * Opens the card page of an order awaiting its card. Stripe unreachable: the order is given up at once (its slot
 * freed, the cart untouched) and the customer told to try again or pay in person (502).
 */
async function startCardPayment(order: StoredOrder, now: Date): Promise<StoredOrder> {
  try {
    return await openCardCheckout(order);
  } catch (error) {
    logger().error('Opening the card page failed; the order is given up', { orderId: order.orderId, error });
    if (order.cardPayment) {
      await markCardOrderAbandoned({ order, payment: { ...order.cardPayment, state: 'abandoned' }, reason: notCompletedReason, now });
    }
    throw new AppError('UPSTREAM', 'The card service did not answer, so the order was not placed. Please try again, or choose to pay in person.');
  }
}

async function replay(userId: string, record: { orderId: string; payloadHash: string }, payloadHash: string): Promise<PlacedOrder> {
  if (record.payloadHash !== payloadHash) {
    throw checkoutRefusal(
      'IDEMPOTENCY_KEY_REUSED',
      'This checkout was already used for a different order. Please start checkout again.',
      'headers.idempotency-key',
    );
  }
  const order = await getOrder(userId, record.orderId);
  if (!order) throw notFound('No such order.');
  // A retry of a card checkout whose page was not opened yet (the first answer was lost) opens the same page.
  const now = new Date();
  if (stillPayable(order, now) && !order.cardPayment?.checkoutUrl) return { status: 200, order: toOrder(await startCardPayment(order, now)) };
  return { status: 200, order: toOrder(order) };
}

export async function readOrders(userId: string): Promise<OrderSummary[]> {
  return (await listOrders(userId)).map((order) => ({
    orderId: order.orderId,
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    mode: order.mode,
    asap: order.asap,
    slotId: order.slotId,
    totals: order.totals,
    paymentMethod: order.paymentMethod,
    ...(order.cardPayment ? { cardPayment: order.cardPayment } : {}),
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    dishNames: [...new Set(order.lines.map((line) => line.name))],
  }));
}

export async function readOrder(userId: string, orderId: string): Promise<Order> {
  const order = await getOrder(userId, orderId);
  if (!order) throw notFound('No such order.');
  return toOrder(order);
}

/** POST /orders/{orderId}/buyAgain: the order's lines back in the cart at today's prices. */
export async function buyOrderAgain(userId: string, orderId: string): Promise<BuyAgainAnswer> {
  const order = await getOrder(userId, orderId);
  if (!order) throw notFound('No such order.');
  const book = await readPriceBook();
  const skipped: string[] = [];
  const again: PricedLine[] = [];
  for (const line of order.cartLines) {
    const review = reviewLine(line, book);
    if (review.price === null) {
      skipped.push(line.dishName);
      continue;
    }
    again.push({ ...line, dishName: book.get(line.dishId)?.dish.name ?? line.dishName, unitPrice: review.price });
  }
  const lines = mergeEqualLines(again);
  if (lines.length > 0) await addLines(userId, lines);
  const summary = cartSummary(await listLines(userId), book);
  return { added: lines.reduce((sum, line) => sum + line.quantity, 0), skipped, totalCount: summary.totalCount, totalPrice: summary.totalPrice };
}
