/**
 * The owner's reports, as rules (docs/business-rules.md#the-owners-reports). Each order contributes counters to the
 * per-day totals of the day it was placed and of the day it is fulfilled: its sales (or, cancelled, its value and
 * reason), its hour, and its dishes with their extras. The stream keeps, for each order, the contribution it last
 * added, and adds only the difference when the order changes, so a record delivered twice or late adds nothing.
 * A report is then the sum of the days of its range.
 */
import { createHash } from 'node:crypto';
import { localTime, weekday } from '../contracts/business-clock.ts';
import type { Order } from '../contracts/order.ts';
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
} from '../contracts/sales-report.ts';

/** What of an order the reports read. */
export type ReportedOrder = Pick<Order, 'status' | 'placedAt' | 'slotId' | 'mode' | 'paymentMethod' | 'totals' | 'cardPayment' | 'cancelReason' | 'lines'>;

/** The two items an order adds to on each of its days: the day's totals and the day's dish mix. */
export type DayPart = 'totals' | 'dishes';

/** Counters are added to (ADD); labels (a dish's or a reason's words) are set, the latest winning. */
export type PartFigures = { counters: Record<string, number>; labels: Record<string, string> };

/** An order's contribution: per `basis|date|part`, its counters and labels. */
export type Contribution = Record<string, PartFigures>;

export function partKey(basis: ReportBasis, date: string, part: DayPart): string {
  return `${basis}|${date}|${part}`;
}

export function parsePartKey(key: string): { basis: ReportBasis; date: string; part: DayPart } {
  const [basis, date, part] = key.split('|') as [ReportBasis, string, DayPart];
  return { basis, date, part };
}

/** The sale figures kept per mode and way to pay (discounts are always 0 until promotions exist, so not kept). */
type KeptSaleFigure = 'orders' | 'itemSales' | 'refunds' | 'tax' | 'tips' | 'fees' | 'total';

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
};

/** Whether an attribute of a stored day item is one of the report's counters or labels. */
export function isFigureName(name: string): boolean {
  return /^(s|x|r|rt|h|d|dn|e|en)\|/.test(name);
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

/** A cancel reason's short id (the same words always give the same id). */
export function reasonId(reason: string): string {
  return createHash('sha256').update(reason).digest('base64url').slice(0, 16);
}

/** The words shown for a cancelled order without a reason. */
export const noReasonGiven = 'No reason given';

function add(figures: PartFigures, name: string, value: number) {
  if (value !== 0) figures.counters[name] = (figures.counters[name] ?? 0) + value;
}

/** What an order adds to the days' items as it stands now (nothing when it does not count). */
export function contributionOf(order: ReportedOrder): Contribution {
  const kind = reportKind(order);
  if (kind === 'none') return {};
  const mode = order.mode;
  const payment = reportPaymentOf(order);
  const contribution: Contribution = {};
  for (const basis of reportBases) {
    const local = localTime(Date.parse(basis === 'placed' ? order.placedAt : order.slotId));
    const totals: PartFigures = { counters: {}, labels: {} };
    contribution[partKey(basis, local.date, 'totals')] = totals;
    if (kind === 'cancelled') {
      add(totals, counterNames.cancelled(mode, payment, 'orders'), 1);
      add(totals, counterNames.cancelled(mode, payment, 'value'), order.totals.totalCents);
      const reason = order.cancelReason?.trim() || noReasonGiven;
      const id = reasonId(reason);
      add(totals, counterNames.reason(id), 1);
      totals.labels[counterNames.reasonText(id)] = reason;
      continue;
    }
    const sale = (figure: KeptSaleFigure, value: number) => add(totals, counterNames.sale(mode, payment, figure), value);
    sale('orders', 1);
    sale('itemSales', order.totals.subtotalCents);
    sale('refunds', order.cardPayment?.refundedCents ?? 0);
    sale('tax', order.totals.taxCents);
    sale('tips', order.totals.tipCents);
    sale('fees', order.totals.deliveryFeeCents);
    sale('total', order.totals.totalCents);
    add(totals, counterNames.hour(Math.floor(local.minutes / 60)), 1);

    const dishes: PartFigures = { counters: {}, labels: {} };
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
    if (Object.keys(dishes.counters).length > 0) contribution[partKey(basis, local.date, 'dishes')] = dishes;
  }
  return contribution;
}

/**
 * What to add to each day's item to go from the contribution already added (`previous`) to `next`: the counters'
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

/** The sum of many contributions, per day's item (the rebuild's: every order's, from the orders themselves). */
export function sumContributions(contributions: Iterable<Contribution>): Contribution {
  const total: Contribution = {};
  for (const contribution of contributions) {
    for (const [key, figures] of Object.entries(contribution)) mergeFigures([figures], (total[key] ??= { counters: {}, labels: {} }));
  }
  return total;
}

/** One stored day item as the report reads it. */
export type DayFigures = { date: string; part: DayPart } & PartFigures;

function figuresOf(counters: (name: string) => number, modes: readonly ReportMode[], payments: readonly ReportPayment[]): SalesFigures {
  const sum = (figure: KeptSaleFigure) =>
    modes.reduce((total, mode) => total + payments.reduce((inner, payment) => inner + counters(counterNames.sale(mode, payment, figure)), 0), 0);
  const orders = sum('orders');
  const itemSalesCents = sum('itemSales');
  const discountCents = 0;
  const refundCents = sum('refunds');
  const netSalesCents = itemSalesCents - discountCents - refundCents;
  return {
    orders,
    itemSalesCents,
    discountCents,
    refundCents,
    netSalesCents,
    taxCents: sum('tax'),
    tipCents: sum('tips'),
    deliveryFeeCents: sum('fees'),
    totalCollectedCents: sum('total') - refundCents,
    averageOrderCents: orders === 0 ? 0 : Math.round(netSalesCents / orders),
  };
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The report of a range from its days' stored items (`categoryOf`: a dish's category on today's menu). */
export function salesReportOf(range: ReportRange, days: DayFigures[], categoryOf: (dishId: string) => string | undefined): Omit<SalesReport, 'itemsRead'> {
  const totalDays = days.filter((day) => day.part === 'totals');
  const flat = mergeFigures(totalDays);
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

  const dayTotals = new Map(totalDays.map((day) => [day.date, day]));
  const dayList = datesOf(range).map((date) => {
    const figures = dayTotals.get(date);
    const day = figuresOf((name) => figures?.counters[name] ?? 0, reportModes, reportPayments);
    return { date, orders: day.orders, netSalesCents: day.netSalesCents };
  });
  const weekdays = weekdayNames.map((name) => ({ weekday: name, orders: 0 }));
  for (const day of dayList) weekdays[(weekday(day.date) + 6) % 7]!.orders += day.orders;
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: counter(counterNames.hour(hour)) }));

  // Days are read oldest first, so a dish's latest name wins.
  const mix = mergeFigures(days.filter((day) => day.part === 'dishes'));
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

  return {
    range: { from: range.from, to: range.to, basis: range.basis },
    summary: { all: figuresOf(counter, reportModes, reportPayments), byMode, byPayment },
    cancelled: { orders: cancelledSum('orders'), valueCents: cancelledSum('value'), reasons },
    days: dayList,
    weekdays,
    hours,
    dishes: dishList,
    categories: [...categories.values()].sort(bySales),
  };
}
