/**
 * The owner's reports, as rules (docs/business-rules.md#the-owners-reports). Each order contributes counters to the
 * totals of the day it was placed and of the day it is fulfilled, and to those days' months: its sales (or, cancelled,
 * its value and reason), its hour, and its dishes with their extras. The stream keeps, for each order, the contribution
 * it last added, and adds only the difference when the order changes, so a record delivered twice or late adds
 * nothing. A report is then the sum of its range's periods: the whole months it covers, and the days at its edges.
 */
import { createHash } from 'node:crypto';
import { addDays, localTime, weekday } from '../../platform/contract/business-clock.ts';
import type { Order } from '../../orders/contract/order.ts';
import { refundedTaxCents, totalRefundedCents } from '../../payments/index.ts';
import {
  datesOf,
  reportBases,
  reportModes,
  reportPayments,
  type ReportBasis,
  type ReportMode,
  type ReportPayment,
  type ReportRange,
  type SalesFigures,
  type SalesReport,
} from '../contract/sales-report.ts';

/** What of an order the reports read. */
export type ReportedOrder = Pick<Order, 'status' | 'placedAt' | 'slotId' | 'mode' | 'paymentMethod' | 'totals' | 'cardPayment' | 'cancelReason' | 'lines'> &
  Partial<Pick<Order, 'balancePayment' | 'offer'>>;

/** The two items an order adds to in each of its periods: the period's totals and its dish mix. */
export type PeriodPart = 'totals' | 'dishes';

/**
 * A period is a local day ('2026-11-27') or a local month ('2026-11'). A month's items hold the sum of its days', and
 * its totals also each day's orders and net sales (for the report's day-by-day chart), so a year reads 12 months.
 */
export type Period = string;

export function isMonth(period: Period): boolean {
  return period.length === 7;
}

/** Counters are added to (ADD); labels (a dish's or a reason's words) are set, the latest winning. */
export type PartFigures = { counters: Record<string, number>; labels: Record<string, string> };

/** An order's contribution: per `basis|period|part`, its counters and labels. */
export type Contribution = Record<string, PartFigures>;

export function partKey(basis: ReportBasis, period: Period, part: PeriodPart): string {
  return `${basis}|${period}|${part}`;
}

export function parsePartKey(key: string): { basis: ReportBasis; period: Period; part: PeriodPart } {
  const [basis, period, part] = key.split('|') as [ReportBasis, Period, PeriodPart];
  return { basis, period, part };
}

/** The first day of the month after `month` ('2026-12' → '2027-01-01'). */
function firstOfNextMonth(month: Period): string {
  return addDays(`${month}-28`, 4).slice(0, 7) + '-01';
}

/**
 * What a range's report reads: the months it covers whole, and the days before and after them (every day, when it
 * covers no month whole). Each list is one span of the stored periods, oldest first.
 */
export function periodsToRead(range: Pick<ReportRange, 'from' | 'to'>): { days: { from: string; to: string }[]; months?: { from: Period; to: Period } } {
  const firstMonth = range.from.endsWith('-01') ? range.from.slice(0, 7) : firstOfNextMonth(range.from.slice(0, 7)).slice(0, 7);
  const lastMonth = addDays(range.to, 1).endsWith('-01') ? range.to.slice(0, 7) : addDays(`${range.to.slice(0, 7)}-01`, -1).slice(0, 7);
  if (firstMonth > lastMonth) return { days: [{ from: range.from, to: range.to }] };
  const days: { from: string; to: string }[] = [];
  if (range.from < `${firstMonth}-01`) days.push({ from: range.from, to: addDays(`${firstMonth}-01`, -1) });
  const afterLastMonth = firstOfNextMonth(lastMonth);
  if (range.to >= afterLastMonth) days.push({ from: afterLastMonth, to: range.to });
  return { days, months: { from: firstMonth, to: lastMonth } };
}

/** The sale figures kept per mode and way to pay (discounts: what offers took off, the food's or the delivery fee's). */
type KeptSaleFigure = 'orders' | 'itemSales' | 'discounts' | 'refunds' | 'refundTax' | 'tax' | 'tips' | 'fees' | 'total' | 'collected';

/** The counters' and labels' names in a day's items (top-level attributes, so DynamoDB can ADD to them). */
export const counterNames = {
  sale: (mode: ReportMode, payment: ReportPayment, figure: KeptSaleFigure) => `s|${mode}|${payment}|${figure}`,
  cancelled: (mode: ReportMode, payment: ReportPayment, figure: 'orders' | 'value') => `x|${mode}|${payment}|${figure}`,
  reason: (reasonId: string) => `r|${reasonId}`,
  reasonText: (reasonId: string) => `rt|${reasonId}`,
  hour: (hour: number) => `h|${hour}`,
  dish: (dishId: string, figure: 'quantity' | 'sales') => `d|${dishId}|${figure}`,
  dishName: (dishId: string) => `dn|${dishId}`,
  extra: (dishId: string, ingredientId: string, figure: 'quantity' | 'sales') => `e|${dishId}|${ingredientId}|${figure}`,
  extraName: (dishId: string, ingredientId: string) => `en|${dishId}|${ingredientId}`,
  /** An offer's (a code's, an automatic offer's or a reward's) orders, what it took off and the food sold with it, and its name. */
  offer: (offerId: string, figure: 'orders' | 'discount' | 'food') => `o|${offerId}|${figure}`,
  offerName: (offerId: string) => `on|${offerId}`,
  /** In a month's totals: one of its days' orders or net sales. */
  dayInMonth: (date: string, figure: 'orders' | 'netSales') => `dm|${date}|${figure}`,
};

/** Whether an attribute of a stored day item is one of the report's counters or labels. */
export function isFigureName(name: string): boolean {
  return /^(s|x|r|rt|h|d|dn|e|en|dm|o|on)\|/.test(name);
}

/**
 * How an order counts: a sale, a cancelled order, or not at all: an order still on the card page, or one whose card
 * payment was never completed (it was never placed: the customer was told so and nothing was charged).
 */
export function reportKind(order: Pick<ReportedOrder, 'status' | 'cardPayment'>): 'sale' | 'cancelled' | 'none' {
  if (order.status === 'awaiting-payment' || order.cardPayment?.state === 'abandoned') return 'none';
  return order.status === 'cancelled' ? 'cancelled' : 'sale';
}

export function reportPaymentOf(order: Pick<ReportedOrder, 'paymentMethod'>): ReportPayment {
  return order.paymentMethod === 'card-online' ? 'card' : 'in-person';
}

/**
 * What of a counted order's money is in and what is still to come (docs/business-rules.md#the-owners-reports): a
 * completed order's whole total less refunds is collected (cards charged, and the rest paid in person at handover);
 * before that, only what cards were charged (the order's card payment, a catering balance paid by link) less refunds,
 * and the rest is expected (a card held, a payment problem the owner is settling, an in-person payment or a catering
 * balance due at handover). The two always add up to the order's total less refunds.
 */
export function moneyInOf(order: Pick<ReportedOrder, 'status' | 'totals' | 'cardPayment' | 'balancePayment'>): {
  collectedCents: number;
  expectedCents: number;
} {
  const refunded = totalRefundedCents(order);
  const owed = order.totals.totalCents - refunded;
  if (order.status === 'completed') return { collectedCents: owed, expectedCents: 0 };
  const charged = (order.cardPayment?.capturedCents ?? 0) + (order.balancePayment?.state === 'charged' ? order.balancePayment.amountCents : 0);
  const collectedCents = Math.min(charged - refunded, owed);
  return { collectedCents, expectedCents: owed - collectedCents };
}

/** How the report names an offer: 'Code SAVE5: $5 off orders over $30', 'Automatic: Free delivery over $60', 'Reward: $5 off'. */
export function offerReportName(offer: { kind: string; code?: string | undefined; words: string }): string {
  if (offer.kind === 'code') return `Code ${offer.code ?? ''}: ${offer.words}`;
  return `${offer.kind === 'reward' ? 'Reward' : 'Automatic'}: ${offer.words}`;
}

/** A cancel reason's short id (the same words always give the same id). */
export function reasonId(reason: string): string {
  return createHash('sha256').update(reason).digest('base64url').slice(0, 16);
}

/** The words shown for a cancelled order without a reason. */
export const noReasonGiven = 'No reason given';

function add(figures: PartFigures, name: string, value: number) {
  if (value !== 0) figures.counters[name] = (figures.counters[name] ?? 0) + value;
}

function copyOf(figures: PartFigures): PartFigures {
  return { counters: { ...figures.counters }, labels: { ...figures.labels } };
}

/** What an order adds to its periods' items as it stands now (nothing when it does not count). */
export function contributionOf(order: ReportedOrder): Contribution {
  const kind = reportKind(order);
  if (kind === 'none') return {};
  const mode = order.mode;
  const payment = reportPaymentOf(order);
  const contribution: Contribution = {};
  for (const basis of reportBases) {
    const { date, minutes } = localTime(Date.parse(basis === 'placed' ? order.placedAt : order.slotId));
    const month = date.slice(0, 7);
    const totals: PartFigures = { counters: {}, labels: {} };
    const dishes: PartFigures = { counters: {}, labels: {} };
    if (kind === 'cancelled') {
      add(totals, counterNames.cancelled(mode, payment, 'orders'), 1);
      add(totals, counterNames.cancelled(mode, payment, 'value'), order.totals.totalCents);
      const reason = order.cancelReason?.trim() || noReasonGiven;
      const id = reasonId(reason);
      add(totals, counterNames.reason(id), 1);
      totals.labels[counterNames.reasonText(id)] = reason;
    } else {
      const sale = (figure: KeptSaleFigure, value: number) => add(totals, counterNames.sale(mode, payment, figure), value);
      sale('orders', 1);
      sale('itemSales', order.totals.subtotalCents);
      sale('discounts', order.totals.discountCents ?? 0);
      sale('refunds', totalRefundedCents(order));
      sale('refundTax', refundedTaxCents(order));
      sale('tax', order.totals.taxCents);
      sale('tips', order.totals.tipCents);
      sale('fees', order.totals.deliveryFeeCents);
      sale('total', order.totals.totalCents);
      sale('collected', moneyInOf(order).collectedCents);
      if (order.offer) {
        add(totals, counterNames.offer(order.offer.offerId, 'orders'), 1);
        add(totals, counterNames.offer(order.offer.offerId, 'discount'), order.totals.discountCents ?? 0);
        add(totals, counterNames.offer(order.offer.offerId, 'food'), order.totals.subtotalCents);
        totals.labels[counterNames.offerName(order.offer.offerId)] = offerReportName(order.offer);
      }
      add(totals, counterNames.hour(Math.floor(minutes / 60)), 1);
      for (const line of order.lines) {
        add(dishes, counterNames.dish(line.dishId, 'quantity'), line.quantity);
        add(dishes, counterNames.dish(line.dishId, 'sales'), line.lineTotalCents);
        dishes.labels[counterNames.dishName(line.dishId)] = line.name;
        for (const extra of line.ingredients) {
          add(dishes, counterNames.extra(line.dishId, extra.id, 'quantity'), line.quantity);
          add(dishes, counterNames.extra(line.dishId, extra.id, 'sales'), extra.price * line.quantity);
          dishes.labels[counterNames.extraName(line.dishId, extra.id)] = extra.ingredient;
        }
      }
    }
    const monthTotals = copyOf(totals);
    if (kind === 'sale') {
      add(monthTotals, counterNames.dayInMonth(date, 'orders'), 1);
      add(monthTotals, counterNames.dayInMonth(date, 'netSales'), order.totals.subtotalCents - (totalRefundedCents(order) - refundedTaxCents(order)));
    }
    contribution[partKey(basis, date, 'totals')] = totals;
    contribution[partKey(basis, month, 'totals')] = monthTotals;
    if (Object.keys(dishes.counters).length > 0) {
      contribution[partKey(basis, date, 'dishes')] = dishes;
      contribution[partKey(basis, month, 'dishes')] = copyOf(dishes);
    }
  }
  return contribution;
}

/**
 * What to add to each period's item to go from the contribution already added (`previous`) to `next`: the counters'
 * differences (none that are 0) and `next`'s labels. Parts with nothing to change are left out.
 */
export function contributionChange(previous: Contribution, next: Contribution): Contribution {
  const change: Contribution = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    const before = previous[key] ?? { counters: {}, labels: {} };
    const after = next[key] ?? { counters: {}, labels: {} };
    const figures: PartFigures = { counters: {}, labels: {} };
    for (const name of new Set([...Object.keys(before.counters), ...Object.keys(after.counters)])) {
      add(figures, name, (after.counters[name] ?? 0) - (before.counters[name] ?? 0));
    }
    for (const [name, label] of Object.entries(after.labels)) if (before.labels[name] !== label || !(key in previous)) figures.labels[name] = label;
    if (Object.keys(figures.counters).length > 0 || Object.keys(figures.labels).length > 0) change[key] = figures;
  }
  return change;
}

/** Counters added up and labels merged (a later one winning). */
function mergeFigures(list: Iterable<PartFigures>, into: PartFigures = { counters: {}, labels: {} }): PartFigures {
  for (const figures of list) {
    for (const [name, value] of Object.entries(figures.counters)) add(into, name, value);
    Object.assign(into.labels, figures.labels);
  }
  return into;
}

/** The sum of many contributions, per period's item (the rebuild's: every order's, from the orders themselves). */
export function sumContributions(contributions: Iterable<Contribution>): Contribution {
  const total: Contribution = {};
  for (const contribution of contributions) {
    for (const [key, figures] of Object.entries(contribution)) mergeFigures([figures], (total[key] ??= { counters: {}, labels: {} }));
  }
  return total;
}

/** One stored period's item as the report reads it. */
export type PeriodFigures = { period: Period; part: PeriodPart } & PartFigures;

function figuresOf(counters: (name: string) => number, modes: readonly ReportMode[], payments: readonly ReportPayment[]): SalesFigures {
  const sum = (figure: KeptSaleFigure) =>
    modes.reduce((total, mode) => total + payments.reduce((inner, payment) => inner + counters(counterNames.sale(mode, payment, figure)), 0), 0);
  const orders = sum('orders');
  const itemSalesCents = sum('itemSales');
  const discountCents = sum('discounts');
  const refundCents = sum('refunds');
  // A refund by line says the tax it gave back: that part comes off the tax, the rest off the sales.
  const refundTaxCents = sum('refundTax');
  const netSalesCents = itemSalesCents - discountCents - (refundCents - refundTaxCents);
  return {
    orders,
    itemSalesCents,
    discountCents,
    refundCents,
    netSalesCents,
    taxCents: sum('tax') - refundTaxCents,
    tipCents: sum('tips'),
    deliveryFeeCents: sum('fees'),
    collectedCents: sum('collected'),
    // The rest of the totals less refunds (moneyInOf: the two add up to it, order by order).
    expectedCents: sum('total') - refundCents - sum('collected'),
    averageOrderCents: orders === 0 ? 0 : Math.round(netSalesCents / orders),
  };
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The report of a range from its periods' stored items (periodsToRead's: whole months and the days around them;
 * `categoryOf`: a dish's category on today's menu).
 */
export function salesReportOf(
  range: ReportRange,
  periods: PeriodFigures[],
  categoryOf: (dishId: string) => string | undefined,
): Omit<SalesReport, 'itemsRead' | 'points' | 'offerMails'> {
  // Oldest first (a month sorts before its own days, and a range never reads both), so a later label wins.
  const ordered = [...periods].sort((a, b) => a.period.localeCompare(b.period));
  const totalParts = ordered.filter((item) => item.part === 'totals');
  const flat = mergeFigures(totalParts);
  const counter = (name: string) => flat.counters[name] ?? 0;

  const byMode = Object.fromEntries(reportModes.map((mode) => [mode, figuresOf(counter, [mode], reportPayments)])) as Record<ReportMode, SalesFigures>;
  const byPayment = Object.fromEntries(reportPayments.map((payment) => [payment, figuresOf(counter, reportModes, [payment])])) as Record<
    ReportPayment,
    SalesFigures
  >;

  const cancelledSum = (figure: 'orders' | 'value') =>
    reportModes.reduce(
      (total, mode) => total + reportPayments.reduce((inner, payment) => inner + counter(counterNames.cancelled(mode, payment, figure)), 0),
      0,
    );
  const reasons = Object.entries(flat.counters)
    .filter(([name, orders]) => name.startsWith('r|') && orders > 0)
    .map(([name, orders]) => ({ reason: flat.labels[counterNames.reasonText(name.slice(2))] ?? noReasonGiven, orders }))
    .sort((a, b) => b.orders - a.orders || a.reason.localeCompare(b.reason));

  // Each day's orders and net sales: a day's own totals, or the day's counters in its month's totals.
  const byDay = new Map<string, { orders: number; netSalesCents: number }>();
  for (const item of totalParts) {
    if (isMonth(item.period)) {
      for (const [name, value] of Object.entries(item.counters)) {
        const [kind, date = '', figure] = name.split('|');
        if (kind !== 'dm') continue;
        const day = byDay.get(date) ?? { orders: 0, netSalesCents: 0 };
        if (figure === 'orders') day.orders += value;
        else day.netSalesCents += value;
        byDay.set(date, day);
      }
    } else {
      const day = figuresOf((name) => item.counters[name] ?? 0, reportModes, reportPayments);
      byDay.set(item.period, { orders: day.orders, netSalesCents: day.netSalesCents });
    }
  }
  const dayList = datesOf(range).map((date) => ({ date, orders: 0, netSalesCents: 0, ...byDay.get(date) }));
  const weekdays = weekdayNames.map((name) => ({ weekday: name, orders: 0 }));
  for (const day of dayList) weekdays[(weekday(day.date) + 6) % 7]!.orders += day.orders;
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: counter(counterNames.hour(hour)) }));

  const mix = mergeFigures(ordered.filter((item) => item.part === 'dishes'));
  const dishes = new Map<string, SalesReport['dishes'][number]>();
  const dishOf = (dishId: string) => {
    let dish = dishes.get(dishId);
    if (!dish) {
      dish = { dishId, name: mix.labels[counterNames.dishName(dishId)] ?? dishId, category: categoryOf(dishId) ?? '', quantity: 0, salesCents: 0, extras: [] };
      dishes.set(dishId, dish);
    }
    return dish;
  };
  const extras = new Map<string, SalesReport['dishes'][number]['extras'][number]>();
  for (const [name, value] of Object.entries(mix.counters)) {
    const [kind, dishId = '', second = '', third] = name.split('|');
    if (kind === 'd') {
      const dish = dishOf(dishId);
      if (second === 'quantity') dish.quantity += value;
      else dish.salesCents += value;
    } else if (kind === 'e') {
      const key = `${dishId}|${second}`;
      let extra = extras.get(key);
      if (!extra) {
        extra = { ingredientId: second, name: mix.labels[counterNames.extraName(dishId, second)] ?? second, quantity: 0, salesCents: 0 };
        extras.set(key, extra);
        dishOf(dishId).extras.push(extra);
      }
      if (third === 'quantity') extra.quantity += value;
      else extra.salesCents += value;
    }
  }
  const bySales = <T extends { salesCents: number; quantity: number }>(a: T, b: T) => b.salesCents - a.salesCents || b.quantity - a.quantity;
  const dishList = [...dishes.values()].filter((dish) => dish.quantity > 0);
  for (const dish of dishList) dish.extras = dish.extras.filter((extra) => extra.quantity > 0).sort(bySales);
  dishList.sort((a, b) => bySales(a, b) || a.name.localeCompare(b.name));
  const categories = new Map<string, { category: string; quantity: number; salesCents: number }>();
  for (const dish of dishList) {
    const category = categories.get(dish.category) ?? { category: dish.category, quantity: 0, salesCents: 0 };
    category.quantity += dish.quantity;
    category.salesCents += dish.salesCents;
    categories.set(dish.category, category);
  }

  const offers = new Map<string, SalesReport['offers'][number]>();
  for (const [name, value] of Object.entries(flat.counters)) {
    const [kind, offerId = '', figure] = name.split('|');
    if (kind !== 'o') continue;
    const offer = offers.get(offerId) ?? {
      offerId,
      name: flat.labels[counterNames.offerName(offerId)] ?? offerId,
      orders: 0,
      discountCents: 0,
      foodSalesCents: 0,
    };
    if (figure === 'orders') offer.orders += value;
    else if (figure === 'discount') offer.discountCents += value;
    else offer.foodSalesCents += value;
    offers.set(offerId, offer);
  }

  return {
    range: { from: range.from, to: range.to, basis: range.basis },
    summary: { all: figuresOf(counter, reportModes, reportPayments), byMode, byPayment },
    offers: [...offers.values()].filter((offer) => offer.orders > 0).sort((a, b) => b.discountCents - a.discountCents || a.name.localeCompare(b.name)),
    cancelled: { orders: cancelledSum('orders'), valueCents: cancelledSum('value'), reasons },
    days: dayList,
    weekdays,
    hours,
    dishes: dishList,
    categories: [...categories.values()].sort(bySales),
  };
}
