/**
 * The owner's reports (docs/business-rules.md#the-owners-reports): what GET /owner/reports takes and answers, and the
 * exports' columns. Shared by functions/ and web/. Every figure is integer cents or a count; days are local dates in
 * the business's time zone, and a range is read either by the day each order was placed or by the day it was
 * fulfilled (its slot).
 */
import * as z from 'zod';
import { business } from '../../platform/config/business.ts';
import { addDays, localTime } from '../../platform/contract/business-clock.ts';
import { offerMailReportSchema, pointsReportSchema } from '../../offers/contract/offer-reports.ts';

/** Which day an order belongs to: the day it was placed, or the day it was (or will be) fulfilled, its slot's. */
export const reportBases = ['placed', 'fulfilled'] as const;
export type ReportBasis = (typeof reportBases)[number];
export const reportBasisWords: Record<ReportBasis, string> = { placed: 'Day ordered', fulfilled: 'Day of pickup or delivery' };

/** How paid orders are split: online by card, or in person (cash or card at the door or counter). */
export const reportPayments = ['card', 'in-person'] as const;
export type ReportPayment = (typeof reportPayments)[number];
export const reportModes = ['pickup', 'delivery'] as const;
export type ReportMode = (typeof reportModes)[number];

/** The longest range one report reads: a year and a month, so "last year" and a year-on-year month both fit. */
export const reportMaxDays = 400;

const localDateSchema = z.iso.date({ message: 'Use a date like 2026-11-24' });

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first day a report can cover: the first of the year the shop opened (docs/business-rules.md#the-owners-reports). */
export const reportFirstDay = `${business.servingSince}-01-01`;
/** How far past today a report can end: orders and catering events are booked weeks ahead, never years. */
export const reportHorizonDays = 366;

/** The last day a report can cover, seen on `today` (the business's local date). */
export const reportLastDay = (today: string) => addDays(today, reportHorizonDays);

/** A range inside the shop's life: from its first year, to the horizon (a report and a download alike). */
const startsInShopLife = (range: { from: string }) => range.from >= reportFirstDay;
const startsInShopLifeMessage = {
  message: `A report starts on ${reportFirstDay} or later: the shop opened in ${business.servingSince}`,
  path: ['from'],
};
const endsByHorizon = (range: { to: string }) => range.to <= reportLastDay(localTime(Date.now()).date);
const endsByHorizonMessage = { message: `A report ends at most ${reportHorizonDays} days from today`, path: ['to'] };

export const reportRangeSchema = z
  .strictObject({ from: localDateSchema, to: localDateSchema, basis: z.enum(reportBases).default('placed') })
  .refine(startsInShopLife, startsInShopLifeMessage)
  .refine(endsByHorizon, endsByHorizonMessage)
  .refine((range) => range.from <= range.to, { message: 'The range must end on or after its first day', path: ['to'] })
  .refine((range) => range.from > range.to || daysBetween(range.from, range.to) <= reportMaxDays, {
    message: `A report covers at most ${reportMaxDays} days`,
    path: ['to'],
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

/** Every local date of a range, in order. */
export function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const count = z.number().int().nonnegative();
const cents = z.number().int();

/** The sales figures of a set of orders (each defined in docs/business-rules.md#the-owners-reports). */
export const salesFiguresSchema = z.object({
  orders: count,
  itemSalesCents: cents,
  discountCents: cents,
  refundCents: cents,
  netSalesCents: cents,
  taxCents: cents,
  tipCents: cents,
  deliveryFeeCents: cents,
  collectedCents: cents,
  expectedCents: cents,
  averageOrderCents: cents,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesFigureWords: Record<Exclude<keyof SalesFigures, 'orders'>, string> = {
  itemSalesCents: 'Item sales',
  discountCents: 'Discounts',
  refundCents: 'Refunds',
  netSalesCents: 'Net sales',
  taxCents: 'Tax',
  tipCents: 'Tips',
  deliveryFeeCents: 'Delivery fees',
  collectedCents: 'Collected',
  expectedCents: 'Expected',
  averageOrderCents: 'Average order',
};

/**
 * What "Collected" and "Expected" mean, as the screen says under its table and the orders export in its header
 * (docs/business-rules.md#the-owners-reports).
 */
export const moneyInDefinitions = {
  collectedCents: 'charged to cards, and paid in person on completed orders, less refunds',
  expectedCents: 'still to come in: cards held but not yet charged, and payments due in person on orders not yet completed',
} as const;

const dishSalesSchema = z.object({ quantity: count, salesCents: cents });

export const salesReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), basis: z.enum(reportBases) }),
  summary: z.object({
    all: salesFiguresSchema,
    byMode: z.record(z.enum(reportModes), salesFiguresSchema),
    byPayment: z.record(z.enum(reportPayments), salesFiguresSchema),
  }),
  cancelled: z.object({
    orders: count,
    /** What the cancelled orders came to (their totals). */
    valueCents: cents,
    reasons: z.array(z.object({ reason: z.string(), orders: count })),
  }),
  /** Every day of the range, those without orders included. */
  days: z.array(z.object({ date: z.string(), orders: count, netSalesCents: cents })),
  /** Orders by weekday, Monday first. */
  weekdays: z.array(z.object({ weekday: z.string(), orders: count })),
  /** Orders by the local hour they were placed (or are fulfilled), 0–23. */
  hours: z.array(z.object({ hour: z.number().int(), orders: count })),
  dishes: z.array(
    dishSalesSchema.extend({
      dishId: z.string(),
      name: z.string(),
      /** The dish's category on today's menu; '' for a dish no longer on it. */
      category: z.string(),
      extras: z.array(dishSalesSchema.extend({ ingredientId: z.string(), name: z.string() })),
    }),
  ),
  categories: z.array(dishSalesSchema.extend({ category: z.string() })),
  /** The offers the sales took (codes, automatic offers, rewards): orders, what each took off, the food sold with it; the most off first. */
  offers: z.array(z.object({ offerId: z.string(), name: z.string(), orders: count, discountCents: cents, foodSalesCents: cents })),
  /**
   * Loyalty points over the range's business days (whatever the basis: points move when an order is completed, a
   * reward spent, the kitchen grants, a refund is made, points expire), and the points held and pending now.
   */
  points: pointsReportSchema,
  /** Offer e-mails over the range's business days. */
  offerMails: offerMailReportSchema,
  /** How many stored items the report read (the per-day totals and dish mixes): it grows with the days, not the orders. */
  itemsRead: count,
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The exports of a range, each a CSV download: its orders, their lines, and its days' points and offer e-mails. */
export const reportExports = ['orders', 'lines', 'days'] as const;
export type ReportExport = (typeof reportExports)[number];

/**
 * The longest range one export covers: a quarter (any three calendar months are at most 92 days). A file is one
 * answer of one Lambda, which holds at most 6 MB: a year of this kitchen's orders is about 33,000 orders, and its
 * lines about 10 MB of CSV (`npm run bench:reports` measures it).
 */
export const reportExportMaxDays = 92;
export const exportRangeMessage = `A download covers at most ${reportExportMaxDays} days (a quarter): download a longer range in parts`;

/** GET /owner/reports/export?kind=&from=&to=&basis= */
export const reportExportQuerySchema = z
  .strictObject({ kind: z.enum(reportExports), from: localDateSchema, to: localDateSchema, basis: z.enum(reportBases).default('placed') })
  .refine(startsInShopLife, startsInShopLifeMessage)
  .refine(endsByHorizon, endsByHorizonMessage)
  .refine((range) => range.from <= range.to, { message: 'The range must end on or after its first day', path: ['to'] })
  .refine((range) => range.from > range.to || daysBetween(range.from, range.to) <= reportExportMaxDays, { message: exportRangeMessage, path: ['to'] });

/** The orders export's money-in columns, each named with what it counts (a spreadsheet keeps the header with the file). */
export const collectedColumn = `Collected (${moneyInDefinitions.collectedCents})` as const;
export const expectedColumn = `Expected (${moneyInDefinitions.expectedCents})` as const;

/** The orders export's columns, one row an order. */
export const orderExportColumns = [
  'Order',
  'Placed',
  'Fulfilment',
  'Mode',
  'Customer',
  'Item sales',
  'Discounts',
  'Offer',
  'Delivery fee',
  'Tax',
  'Tip',
  'Total',
  'Paid by',
  'Refunded',
  'Refunded from',
  'Refunded tax',
  collectedColumn,
  expectedColumn,
  'Status',
  'Cancel reason',
] as const;

/** The lines export's columns, one row a line of an order. */
export const lineExportColumns = [
  'Order',
  'Placed',
  'Fulfilment',
  'Dish',
  'Size',
  'Quantity',
  'Unit price',
  'Line total',
  'Spice level',
  'Extras',
  'Removed',
  'Status',
] as const;

/** The outstanding and pending points' columns of the days export, filled on its last row (as of the download). */
export const outstandingColumn = 'Points outstanding now (held, after expiry)' as const;
export const pendingColumn = 'Points pending now (orders not yet completed)' as const;

/**
 * The days export's columns, one row a business day with points or offer e-mails, then one row of the range's sums
 * with the points outstanding and pending as of the download.
 */
export const dayExportColumns = [
  'Day',
  'Points issued (orders completed)',
  'Points granted by the kitchen',
  'Points taken by the kitchen',
  'Points redeemed (rewards at checkout)',
  'Points given back (cancelled orders’ rewards)',
  'Points taken back (refunds)',
  'Points expired',
  'Offer e-mails sent',
  'Offer e-mails opened',
  'New subscribers',
  'Unsubscribes',
  outstandingColumn,
  pendingColumn,
] as const;
