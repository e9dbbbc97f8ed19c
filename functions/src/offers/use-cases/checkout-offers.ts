/**
 * The offer an order takes at checkout (docs/business-rules.md#offers-and-loyalty): the code the customer typed,
 * judged against the order, or else the best automatic offer; one offer an order, the one that takes the most off.
 * The quote says what it takes off or exactly why not; placing the order counts its use in the order's own
 * transaction (offerUseItems), within the offer's limits. A cancelled order's use is given back once.
 *
 * Codes that are not codes count against the customer and the client's address (10 in a quarter hour, as sign-in's
 * failures), so codes cannot be guessed by the thousand; an unknown code is told only that it is not a code.
 */
import type { AppliedOffer, CodeRefusal } from '../../orders/contract/checkout-offer.ts';
import type { StoredOffer } from '../contract/offers.ts';
import { bestAutomaticOffer, discountCents, normalizeCode, offerRefusal, offerWords, type OrderFacts } from '../rules/offer-rules.ts';
import { giveOfferUseBack, liveAutomaticOffers, offerByCode, offerUseItems, usesOf } from '../store/redemptions.ts';
import { returnRewardPoints, rewardForCheckout } from './points.ts';
import { failureWindow, isLockedOut, retryAfterSeconds } from '../../platform/rules/rate-limit.ts';
import { highestFailureCount, recordFailure } from '../../platform/table/rate-counter.ts';
import type { TransactItem } from '../../platform/table/transaction.ts';
import * as z from 'zod';
import { logger } from '../../platform/config/telemetry.ts';

export const unknownCodeMessage = 'That is not a code we know.';
export const nothingOffMessage = 'This code takes nothing off this order.';
export const tooManyCodesMessage = (minutes: number) => `Too many codes were tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
export const betterOfferMessage = (words: string) => `The offer “${words}” takes more off this order, so the order takes it instead of this code.`;

export type CheckoutOfferInput = {
  userId: string;
  /** What the customer typed in "Have a code?", if anything. */
  code?: string | undefined;
  /** A loyalty reward the customer chose instead of a code, if any. */
  rewardId?: string | undefined;
  /** One unit's price of each of `facts.lines`, in the same order (a free dish's reward is one unit). */
  unitCents?: readonly number[] | undefined;
  /** The client's address, for the limit on codes that are not codes. */
  clientAddress?: string | undefined;
  /** The order's facts, but whether it is the customer's first order: asked only when an offer needs it (a read of their orders). */
  facts: Omit<OrderFacts, 'firstOrder'>;
  isFirstOrder: () => Promise<boolean>;
  /** The order's delivery fee before any offer (a free-delivery offer takes it off). */
  deliveryFeeCents: number;
};

export type CheckoutOffer = {
  /** The offer the order takes, with what it takes off. */
  applied?: AppliedOffer;
  /** Why the typed code (or the reward chosen) was not taken. */
  codeRefusal?: CodeRefusal;
  /**
   * The items the order's transaction adds for the offer taken (none when none is taken): its use counted, or a
   * reward's points spent, for the order about to be written.
   */
  useItems: (order: { orderId: string; number: string; at: string }) => TransactItem[];
};

const noItems = () => [];

const attemptKeys = (userId: string, clientAddress: string | undefined) => [
  `offercode:user:${userId}`,
  ...(clientAddress ? [`offercode:ip:${clientAddress}`] : []),
];

/** The typed code's offer, or why there is none (too many tries, or not a code), counting a miss against both keys. */
async function typedOffer(input: CheckoutOfferInput, now: number): Promise<StoredOffer | CodeRefusal> {
  const keys = attemptKeys(input.userId, input.clientAddress);
  const window = failureWindow(now);
  if (isLockedOut(await highestFailureCount(keys, window))) {
    return { reason: 'TOO_MANY', message: tooManyCodesMessage(Math.ceil(retryAfterSeconds(window, now) / 60)) };
  }
  const code = normalizeCode(input.code ?? '');
  const offer = code === undefined ? undefined : await offerByCode(code);
  if (offer && offer.kind === 'code') return offer;
  await recordFailure(keys, window);
  logger().info('An unknown offer code was tried', { userId: input.userId });
  return { reason: 'UNKNOWN', message: unknownCodeMessage };
}

function applied(offer: StoredOffer, off: number, words = offerWords(offer)): AppliedOffer {
  return {
    offerId: offer.offerId,
    kind: offer.kind,
    ...(offer.kind === 'code' ? { code: offer.code } : {}),
    words,
    discountCents: off,
    on: offer.discount.kind === 'free-delivery' ? 'delivery' : 'food',
  };
}

/**
 * The offer this order takes, and why a typed code is not taken. The code wins when it takes at least as much off
 * as the best automatic offer; else the automatic offer is taken and the code refused with the reason.
 */
export async function offerForCheckout(input: CheckoutOfferInput): Promise<CheckoutOffer> {
  const typed = input.code === undefined || input.code.trim() === '' ? undefined : await typedOffer(input, input.facts.now);
  const codeOffer = typed && 'offerId' in typed ? typed : undefined;
  let codeRefusal: CodeRefusal | undefined = typed && !('offerId' in typed) ? typed : undefined;

  const automatic = await liveAutomaticOffers();
  const offers = [...(codeOffer ? [codeOffer] : []), ...automatic];
  const usesByOffer =
    offers.length === 0
      ? {}
      : await usesOf(
          input.userId,
          offers.map((offer) => offer.offerId),
        );
  const facts: OrderFacts = { ...input.facts, firstOrder: offers.some((offer) => offer.firstOrderOnly) ? await input.isFirstOrder() : false };

  // What the customer chose (a code or a reward), what it takes off, and the items that take it.
  let chosen: { applied: AppliedOffer; useItems: CheckoutOffer['useItems'] } | undefined;
  if (codeOffer) {
    const refusal = offerRefusal(codeOffer, { ...facts, ...usesByOffer[codeOffer.offerId]! });
    const off = refusal ? 0 : discountCents(codeOffer, facts.lines, input.deliveryFeeCents);
    if (refusal) codeRefusal = refusal;
    else if (off === 0) codeRefusal = { reason: 'NOTHING_OFF', message: nothingOffMessage };
    else chosen = { applied: applied(codeOffer, off), useItems: () => offerUseItems(input.userId, codeOffer) };
  } else if (input.rewardId !== undefined) {
    const lines = facts.lines.map((line, index) => ({ dishId: line.dishId, cents: line.cents, unitCents: input.unitCents?.[index] ?? line.cents }));
    const judged = await rewardForCheckout({ userId: input.userId, rewardId: input.rewardId, lines, now: new Date(facts.now) });
    if ('refusal' in judged) codeRefusal = judged.refusal;
    else if (judged.discountCents === 0) codeRefusal = { reason: 'NOTHING_OFF', message: 'This reward takes nothing off this order.' };
    else {
      const { reward } = judged;
      chosen = {
        applied: { offerId: reward.rewardId, kind: 'reward', words: reward.name, discountCents: judged.discountCents, on: 'food', points: reward.points },
        useItems: (order) => judged.spendFor(order),
      };
    }
  }
  const best = bestAutomaticOffer(automatic, { ...facts, usesByOffer }, input.deliveryFeeCents);
  const byId = new Map(offers.map((offer) => [offer.offerId, offer]));

  if (chosen && (!best || chosen.applied.discountCents >= best.discountCents)) return chosen;
  if (best) {
    if (chosen) codeRefusal = { reason: 'BETTER_OFFER', message: betterOfferMessage(best.words) };
    const offer = byId.get(best.offer.offerId)!;
    return {
      applied: applied(offer, best.discountCents, best.words),
      ...(codeRefusal ? { codeRefusal } : {}),
      useItems: () => offerUseItems(input.userId, offer),
    };
  }
  return { ...(codeRefusal ? { codeRefusal } : {}), useItems: noItems };
}

/**
 * A cancelled order's offer use given back (the stream's settle-offers, and at once for a card order a new checkout
 * replaces), or its reward's points: once, however often it is asked. Nothing for an order that took no offer.
 */
export async function giveBackOfferUse(
  order: { userId: string; orderId: string; number: string; offer?: { offerId: string; kind: string } | undefined },
  now = new Date(),
): Promise<void> {
  if (!order.offer) return;
  // A reward's points go back to the customer's lots; an offer's use to its counts.
  if (order.offer.kind === 'reward') return returnRewardPoints(order, now);
  const outcome = await giveOfferUseBack({ userId: order.userId, orderId: order.orderId, offerId: order.offer.offerId, at: now.toISOString() });
  if (outcome === 'returned') logger().info("A cancelled order's offer use was given back", { orderId: order.orderId, offerId: order.offer.offerId });
}

/** The fields of an order's stream image the settling reads (the rest is the orders area's). */
const cancelledOrderSchema = z.object({
  userId: z.string(),
  orderId: z.string(),
  number: z.string(),
  status: z.string(),
  offer: z.object({ offerId: z.string(), kind: z.string() }).optional(),
});

/** A stream image of an order: when it is cancelled and took an offer, the offer's use is given back (once). */
export async function settleCancelledOrder(item: Record<string, unknown>, now = new Date()): Promise<void> {
  const order = cancelledOrderSchema.parse(item);
  if (order.status !== 'cancelled' || !order.offer) return;
  await giveBackOfferUse(order, now);
}
