/**
 * What an order costs, in integer cents: the delivery fee, sales tax, tip and total, plus the
 * delivery minimum and the catering terms on the order's lines. The checkout summary shows these
 * numbers exactly as computed here.
 *
 * Rounding: tax and percentage amounts are rounded half up to whole cents (a half cent or more
 * rounds up), the way a register rounds tax. Everything is integer arithmetic: `(amount × rate +
 * half) ÷ unit`, floored, so no float error creeps in.
 */
import { ordering } from '../../platform/config/ordering.ts';
import type { Category } from '../../catalogue/contract/catalogue.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import type { FulfilmentMode, OrderRefusal, OrderTotals, TipChoice } from '../../shop/contract/ordering.ts';

export type TotalsRules = {
  deliveryFeeCents: number;
  cateringDeliveryFee: { rateBasisPoints: number; maxCents: number };
  deliveryMinimumCents: number;
  salesTax: { rateBasisPoints: number };
  customTipMaxCents: number;
  catering: { minimumEntreeTrays: number };
};

export const totalsRules: TotalsRules = ordering;

/** The least an order line needs for the rules here; the cart's lines carry more. */
export type OrderLine = {
  category: Category;
  /** A catering-size item (a tray or meal combination). */
  catering: boolean;
  quantity: number;
  /** Price of one unit in cents (size plus optional ingredients). */
  unitPriceCents: number;
};

/** `amount × basisPoints / 10 000`, rounded half up to whole cents (amount ≥ 0). */
export function basisPointsOf(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10_000);
}

/** `amount × percent / 100`, rounded half up to whole cents. */
export function percentOf(amountCents: number, percent: number): number {
  return Math.floor((amountCents * percent + 50) / 100);
}

export function linesSubtotalCents(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/** Whether an order follows the catering terms: it does as soon as one line is catering-size. */
export function isCateringOrder(lines: readonly OrderLine[]): boolean {
  return lines.some((line) => line.catering && line.quantity > 0);
}

export function deliveryFeeCents(subtotalCents: number, mode: FulfilmentMode, catering: boolean, rules: TotalsRules = totalsRules): number {
  if (mode === 'pickup') return 0;
  if (!catering) return rules.deliveryFeeCents;
  return Math.min(basisPointsOf(subtotalCents, rules.cateringDeliveryFee.rateBasisPoints), rules.cateringDeliveryFee.maxCents);
}

/** The tip in cents: a preset percent of the food subtotal, or a custom amount (capped). */
export function tipCents(subtotalCents: number, tip: TipChoice, rules: TotalsRules = totalsRules): number {
  if (tip.kind === 'percent') return percentOf(subtotalCents, tip.percent);
  return Math.min(Math.max(0, Math.round(tip.cents)), rules.customTipMaxCents);
}

/**
 * Subtotal, delivery fee, an offer's discount, tax, tip and total. The discount (docs/business-rules.md#offers-and-loyalty)
 * comes off before tax (a retailer's discount lowers Wisconsin's taxable amount): tax is on the food and the fee less the
 * discount, never on the tip. The tip is of the food as ordered, before the discount. The discount is never more than
 * what it is of (the food, or the fee for free delivery), so the total is never below nothing.
 */
export function orderTotals(
  {
    subtotalCents,
    mode,
    catering,
    tip,
    discount,
  }: { subtotalCents: number; mode: FulfilmentMode; catering: boolean; tip: TipChoice; discount?: { cents: number; on: 'food' | 'delivery' } | undefined },
  rules: TotalsRules = totalsRules,
): OrderTotals {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) throw new RangeError('The subtotal must be whole, non-negative cents.');
  const fee = deliveryFeeCents(subtotalCents, mode, catering, rules);
  const off = discount ? Math.min(Math.max(0, discount.cents), discount.on === 'delivery' ? fee : subtotalCents) : 0;
  if (!Number.isSafeInteger(off)) throw new RangeError('The discount must be whole cents.');
  const tax = basisPointsOf(subtotalCents + fee - off, rules.salesTax.rateBasisPoints);
  const tipAmount = tipCents(subtotalCents, tip, rules);
  return {
    subtotalCents,
    deliveryFeeCents: fee,
    ...(off > 0 ? { discountCents: off } : {}),
    taxCents: tax,
    tipCents: tipAmount,
    totalCents: subtotalCents + fee - off + tax + tipAmount,
    taxRateBasisPoints: rules.salesTax.rateBasisPoints,
  };
}

/** Delivery needs a food subtotal of at least the minimum; pickup has none. */
export function checkDeliveryMinimum(subtotalCents: number, mode: FulfilmentMode, rules: TotalsRules = totalsRules): OrderRefusal | null {
  if (mode !== 'delivery' || subtotalCents >= rules.deliveryMinimumCents) return null;
  return {
    reason: 'BELOW_DELIVERY_MINIMUM',
    message: `Delivery starts at ${formatUsd(rules.deliveryMinimumCents)} of food. Add ${formatUsd(rules.deliveryMinimumCents - subtotalCents)} more, or choose pickup.`,
  };
}

/** Catering orders need at least the minimum number of entrée trays (counted by quantity). */
export function checkCateringTerms(lines: readonly OrderLine[], rules: TotalsRules = totalsRules): OrderRefusal | null {
  if (!isCateringOrder(lines)) return null;
  const trays = lines.filter((line) => line.catering && line.category === 'entrée').reduce((sum, line) => sum + line.quantity, 0);
  const minimum = rules.catering.minimumEntreeTrays;
  if (trays >= minimum) return null;
  return {
    reason: 'CATERING_MINIMUM',
    message: `Catering orders need at least ${minimum} entrée trays; this order has ${trays}. Add ${minimum - trays} more.`,
  };
}
