/**
 * The owner's reports (docs/business-rules.md#the-owners-reports): the stream's tally of each order into the per-day
 * and per-month totals, a range's report from those periods (with the offers area's points and offer e-mails), the CSV
 * exports of a range's orders, their lines and its days' points and offer e-mails, and the rebuild that recomputes
 * every period from the orders themselves.
 */
import { stringify } from 'csv-stringify/sync';
import { addDays, localTime, localToInstant } from '../../platform/contract/business-clock.ts';
import { ordering } from '../../shop/contract/ordering.ts';
import { orderStatuses } from '../../orders/contract/order.ts';
import {
  collectedColumn,
  dayExportColumns,
  expectedColumn,
  lineExportColumns,
  outstandingColumn,
  pendingColumn,
  orderExportColumns,
  reportBases,
  type ReportExport,
  type ReportRange,
  type SalesReport,
} from '../contract/sales-report.ts';
import { extraWords, lineSizeWords, modeWords, paymentMethodWords, spiceWords, statusLabel } from '../../orders/contract/order-words.ts';
import { ulid } from 'ulid';
import { env } from '../../platform/config/env.ts';
import { listMenu } from '../../catalogue/index.ts';
import { exportKey, presignExportDownload, putExport } from '../../platform/media/media.ts';
import { refundedFromWords, refundedTaxCents, totalRefundedCents } from '../../payments/index.ts';
import { listOrdersByStatus, orderFromItem, type StoredOrder } from '../../orders/index.ts';
import { offerReport, type OfferReportDay } from '../../offers/index.ts';
import {
  keepContribution,
  readContribution,
  readPeriods,
  replaceContribution,
  replacePeriod,
  scanOrderItems,
  type KeptContribution,
} from '../store/sales-days.ts';
import {
  contributionChange,
  contributionOf,
  isMonth,
  moneyInOf,
  offerReportName,
  parsePartKey,
  partKey,
  periodsToRead,
  reportKind,
  salesReportOf,
  sumContributions,
  type Contribution,
  type PeriodFigures,
} from '../rules/sales-report.ts';

/** Stream sequence numbers are decimal digits, growing with each change of an item. */
function isNewer(sequence: string, than: string): boolean {
  return BigInt(sequence) > BigInt(than);
}

/**
 * Adds an order's change to the periods it counts in, from the stream record `sequence` that carried it. A record
 * delivered again, or one older than the last taken, adds nothing ('already'); a record taken at the same moment by
 * another delivery is read again and retried.
 */
export async function tallyOrder(order: StoredOrder, sequence: string): Promise<'added' | 'already'> {
  for (let attempt = 1; ; attempt++) {
    const kept = await readContribution(order.orderId);
    if (kept && !isNewer(sequence, kept.sequence)) return 'already';
    const contribution = contributionOf(order);
    const change = contributionChange(kept?.contribution ?? {}, contribution);
    const outcome = await keepContribution({ orderId: order.orderId, read: kept, sequence, contribution, change });
    if (outcome === 'kept') return 'added';
    if (attempt >= 5) throw new Error(`The sales contribution of order ${order.orderId} kept changing while it was being kept`);
  }
}

/** The same, for an order as the stream's new image carries it (a stored item). */
export async function tallyOrderItem(item: Record<string, unknown>, sequence: string): Promise<'added' | 'already'> {
  return tallyOrder(orderFromItem(item), sequence);
}

/**
 * A range's report: the stored items of the whole months it covers and of the days around them (at most two a period,
 * read at once), today's menu for the dishes' categories, and the range's points and offer e-mails (a small item a
 * day, and the points held now).
 */
export async function salesReport(range: ReportRange, now = new Date()): Promise<SalesReport> {
  const plan = periodsToRead(range);
  const [menu, lists, offers] = await Promise.all([
    listMenu(),
    Promise.all([
      ...plan.days.map((span) => readPeriods(range.basis, 'day', span.from, span.to)),
      ...(plan.months ? [readPeriods(range.basis, 'month', plan.months.from, plan.months.to)] : []),
    ]),
    offerReport(range, now),
  ]);
  const periods = lists.flat();
  const categories = new Map(menu.map((dish) => [dish.id, dish.category]));
  return {
    ...salesReportOf(range, periods, (dishId) => categories.get(dishId)),
    points: offers.points,
    offerMails: offers.offerMails,
    itemsRead: periods.length,
  };
}

/** The instant an order belongs to in a basis: when it was placed, or its slot. */
function basisInstant(order: StoredOrder, basis: ReportRange['basis']): string {
  return basis === 'placed' ? order.placedAt : order.slotId;
}

/**
 * The orders of a range that count in its report, by their basis time: the kitchen's status index by slot, each
 * status once. By the day placed, the slots read run `daysAhead` past the range (an order is placed at most that far
 * ahead of its slot, and never after it).
 */
async function ordersOf(range: ReportRange): Promise<StoredOrder[]> {
  const start = new Date(localToInstant(range.from, 0)).toISOString();
  const end = new Date(localToInstant(addDays(range.to, 1), 0)).toISOString();
  const lastSlot = range.basis === 'placed' ? new Date(localToInstant(addDays(range.to, ordering.daysAhead + 2), 0)).toISOString() : end;
  const lists = await Promise.all(orderStatuses.filter((status) => status !== 'awaiting-payment').map((status) => listOrdersByStatus(status, start, lastSlot)));
  return lists
    .flat()
    .filter((order) => reportKind(order) !== 'none')
    .filter((order) => {
      const at = basisInstant(order, range.basis);
      return at >= start && at < end;
    })
    .sort((a, b) => basisInstant(a, range.basis).localeCompare(basisInstant(b, range.basis)) || a.orderId.localeCompare(b.orderId));
}

/** '2026-11-27 14:05', the business's local time, as spreadsheets read a date and time. */
function localStamp(iso: string): string {
  const local = localTime(Date.parse(iso));
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return `${local.date} ${hh}:${mm}`;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

function orderRow(order: StoredOrder): Record<(typeof orderExportColumns)[number], string | number> {
  // A cancelled order brings nothing in and is owed nothing (what its card paid was refunded with it).
  const moneyIn = reportKind(order) === 'sale' ? moneyInOf(order) : { collectedCents: 0, expectedCents: 0 };
  return {
    Order: order.number,
    Placed: localStamp(order.placedAt),
    Fulfilment: localStamp(order.slotId),
    Mode: modeWords[order.mode],
    Customer: order.customer.name,
    'Item sales': dollars(order.totals.subtotalCents),
    Discounts: dollars(order.totals.discountCents ?? 0),
    Offer: order.offer ? offerReportName(order.offer) : '',
    'Delivery fee': dollars(order.totals.deliveryFeeCents),
    Tax: dollars(order.totals.taxCents),
    Tip: dollars(order.totals.tipCents),
    Total: dollars(order.totals.totalCents),
    'Paid by': paymentMethodWords[order.paymentMethod],
    Refunded: dollars(totalRefundedCents(order)),
    'Refunded from': refundedFromWords(order),
    'Refunded tax': dollars(refundedTaxCents(order)),
    [collectedColumn]: dollars(moneyIn.collectedCents),
    [expectedColumn]: dollars(moneyIn.expectedCents),
    Status: statusLabel(order.status, order.mode),
    'Cancel reason': order.cancelReason ?? '',
  };
}

function lineRows(order: StoredOrder): Record<(typeof lineExportColumns)[number], string | number>[] {
  return order.lines.map((line) => ({
    Order: order.number,
    Placed: localStamp(order.placedAt),
    Fulfilment: localStamp(order.slotId),
    Dish: line.name,
    Size: `${lineSizeWords(line)}${line.catering ? ' · Catering tray' : ''}`,
    Quantity: line.quantity,
    'Unit price': dollars(line.unitPriceCents),
    'Line total': dollars(line.lineTotalCents),
    // As the ticket says it: only for a dish that can be spicy (an order from before the flag: above mild).
    'Spice level': (line.canBeSpicy ?? line.spiciness > 0) ? (spiceWords[line.spiciness] ?? String(line.spiciness)) : '',
    // Each extra with its price for one dish, as the screens show it: 'Fried plantain ($2.50)'.
    Extras: line.ingredients.map(extraWords).join('; '),
    Removed: line.removedIngredients.join('; '),
    Status: statusLabel(order.status, order.mode),
  }));
}

type DayRow = Record<(typeof dayExportColumns)[number], string | number>;

function dayRow(day: Omit<OfferReportDay, 'day'>, label: string): DayRow {
  return {
    Day: label,
    'Points issued (orders completed)': day.issued,
    'Points granted by the kitchen': day.granted,
    'Points taken by the kitchen': day.taken,
    'Points redeemed (rewards at checkout)': day.redeemed,
    'Points given back (cancelled orders’ rewards)': day.givenBack,
    'Points taken back (refunds)': day.takenBack,
    'Points expired': day.expired,
    'Offer e-mails sent': day.sent,
    'Offer e-mails opened': day.opened,
    'New subscribers': day.subscribed,
    Unsubscribes: day.unsubscribed,
    [outstandingColumn]: '',
    [pendingColumn]: '',
  };
}

/** The days export: a row a business day with points or offer e-mails, then the range's sums with the points outstanding and pending now. */
async function dayRows(range: ReportRange, now: Date): Promise<DayRow[]> {
  const { days, points, offerMails } = await offerReport(range, now);
  return [
    ...days.map((day) => dayRow(day, day.day)),
    {
      ...dayRow({ ...points, ...offerMails }, `All days, ${range.from} to ${range.to} (held and pending as of ${localStamp(now.toISOString())})`),
      [outstandingColumn]: points.outstanding,
      [pendingColumn]: points.pending,
    },
  ];
}

/**
 * A range's export as CSV text: UTF-8 with a byte-order mark (so Excel reads the accents), CRLF line ends, every field
 * that starts like a formula (=, +, -, @, a tab or a return) prefixed with ' so a spreadsheet shows it as text.
 */
export async function reportExport(range: ReportRange, kind: ReportExport, now = new Date()): Promise<string> {
  const options = { header: true, bom: true, record_delimiter: 'windows', escape_formulas: true } as const;
  if (kind === 'days') return stringify(await dayRows(range, now), { ...options, columns: [...dayExportColumns] });
  const orders = await ordersOf(range);
  const columns = kind === 'orders' ? orderExportColumns : lineExportColumns;
  const rows = kind === 'orders' ? orders.map(orderRow) : orders.flatMap(lineRows);
  return stringify(rows, { ...options, columns: [...columns] });
}

/**
 * The largest file answered inline (docs/business-rules.md#the-owners-reports): a Lambda's answer holds at most 6 MB,
 * and a quarter of this kitchen's lines is about 2 MB already; a larger file goes by a link. The test stack sets a
 * few KB (EXPORT_INLINE_MAX_BYTES), so its tests reach it with a few dozen orders.
 */
export const exportInlineMaxBytes = 1_000_000;
/** How long an export's link works: long enough to start the download, short enough that a forwarded link is dead. */
export const exportLinkSeconds = 5 * 60;

export type ExportFile = { kind: 'inline'; csv: string } | { kind: 'link'; url: string; bytes: number };

/** A range's export, inline when small, otherwise written under exports/ and handed as a short-lived link. */
export async function reportExportFile(range: ReportRange, kind: ReportExport): Promise<ExportFile> {
  const csv = await reportExport(range, kind);
  const bytes = Buffer.byteLength(csv);
  if (bytes <= (env().EXPORT_INLINE_MAX_BYTES ?? exportInlineMaxBytes)) return { kind: 'inline', csv };
  const fileName = exportFileName(range, kind);
  // A new folder each time: a link names one file, and an earlier download's link never reads a later one.
  const key = exportKey(ulid(), fileName);
  await putExport(key, csv, 'text/csv; charset=utf-8');
  return { kind: 'link', url: await presignExportDownload({ key, fileName, expiresInSeconds: exportLinkSeconds }), bytes };
}

/** The file name of an export, e.g. spices-orders-placed-2026-11-01-to-2026-11-30.csv. */
export function exportFileName(range: ReportRange, kind: ReportExport): string {
  return `spices-${kind}-${range.basis}-${range.from}-to-${range.to}.csv`;
}

export type RebuildResult = { orders: number; differences: string[]; repaired: boolean };

function sameFigures(a: PeriodFigures['counters'], b: PeriodFigures['counters']): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] ?? 0) === (b[name] ?? 0));
}

/**
 * Recomputes every period from the orders (one read of the table) and compares it with the kept days from `from` to
 * `to` and the kept months they touch (every period without them): each difference is named. With `repair`, the
 * periods that differ are replaced and every order's kept contribution set to what it adds now (run it while no order
 * changes, e.g. after a restore, or once after a deploy that added a kind of period).
 */
export async function rebuildSalesDays({
  repair = false,
  from = '0000-00-00',
  to = '9999-99-99',
}: { repair?: boolean; from?: string; to?: string } = {}): Promise<RebuildResult> {
  const contributions = new Map<string, Contribution>();
  for await (const page of scanOrderItems()) {
    for (const item of page) {
      const order = orderFromItem(item);
      contributions.set(order.orderId, contributionOf(order));
    }
  }
  const expected = sumContributions(contributions.values());
  const kept = new Map<string, PeriodFigures>();
  for (const basis of reportBases) {
    const stored = [...(await readPeriods(basis, 'day', from, to)), ...(await readPeriods(basis, 'month', from.slice(0, 7), to.slice(0, 7)))];
    for (const item of stored) kept.set(partKey(basis, item.period, item.part), item);
  }
  const inRange = (key: string) => {
    const { period } = parsePartKey(key);
    return isMonth(period) ? period >= from.slice(0, 7) && period <= to.slice(0, 7) : period >= from && period <= to;
  };

  const differences: string[] = [];
  const repairedKeys = new Set<string>();
  for (const key of new Set([...Object.keys(expected).filter(inRange), ...kept.keys()])) {
    const want = expected[key]?.counters ?? {};
    const have = kept.get(key)?.counters ?? {};
    if (sameFigures(want, have)) continue;
    const names = [...new Set([...Object.keys(want), ...Object.keys(have)])].filter((name) => (want[name] ?? 0) !== (have[name] ?? 0));
    differences.push(`${key}: ${names.map((name) => `${name} kept ${have[name] ?? 0}, orders say ${want[name] ?? 0}`).join('; ')}`);
    if (repair) {
      repairedKeys.add(key);
      const { basis, period, part } = parsePartKey(key);
      await replacePeriod(basis, period, part, expected[key] ?? { counters: {}, labels: {} });
    }
  }
  if (repair && repairedKeys.size > 0) {
    // What each order of a repaired period is recorded to have added becomes what it adds now, so its next change adds the right difference.
    for (const [orderId, contribution] of contributions) {
      if (!Object.keys(contribution).some((key) => repairedKeys.has(key))) continue;
      const read: KeptContribution | undefined = await readContribution(orderId);
      await replaceContribution(orderId, contribution, read?.sequence ?? '0');
    }
  }
  return { orders: contributions.size, differences, repaired: repairedKeys.size > 0 };
}
