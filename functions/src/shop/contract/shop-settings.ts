/**
 * The day's settings in the owner's hands (docs/business-rules.md#the-days-settings): the pause of
 * online ordering, opening hours per weekday, holiday closures, slot capacity and lead times. The
 * table holds them; platform/config/business.ts and platform/config/ordering.ts only hold the defaults that seed them.
 * Shared with the web: the settings, the owner's requests and the shop's public status.
 */
import * as z from 'zod';
import { business } from '../../platform/config/business.ts';
import { ordering, paymentChoices } from '../../platform/config/ordering.ts';
import { addDays, localTime } from '../../platform/contract/business-clock.ts';

export const settingsLimits = {
  maxOrdersPerSlot: { min: 1, max: 50 },
  leadMinutes: { min: 0, max: 240 },
  closures: { max: 60, daysAhead: 366, noteMax: 120 },
  specialHours: { max: 30, daysAhead: 366, noteMax: 120 },
  pauseMinutes: { min: 1, max: 720 },
} as const;

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time, e.g. 11:00');
const localDateSchema = z.iso.date({ message: 'Use a date like 2026-12-24' });

/** A weekday's hours: opening before closing, local clock time; null = closed that weekday. */
export const dayHoursSchema = z
  .strictObject({ open: clockSchema, close: clockSchema })
  .refine((hours) => hours.open < hours.close, { message: 'Opening must be before closing', path: ['close'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const closureSchema = z.strictObject({
  /** The local date (yyyy-mm-dd) the shop is closed. */
  date: localDateSchema,
  note: z.string().trim().max(settingsLimits.closures.noteMax, `A note can be at most ${settingsLimits.closures.noteMax} characters`).optional(),
});
export type Closure = z.infer<typeof closureSchema>;

/**
 * Special hours for one date (docs/business-rules.md#the-days-settings): the day's opening and closing in place of its
 * weekday's, e.g. closing at 7 p.m. on Christmas Eve or opening on a Sunday before a holiday.
 */
export const specialHoursSchema = z
  .strictObject({
    /** The local date (yyyy-mm-dd) these hours are for. */
    date: localDateSchema,
    open: clockSchema,
    close: clockSchema,
    note: z.string().trim().max(settingsLimits.specialHours.noteMax, `A note can be at most ${settingsLimits.specialHours.noteMax} characters`).optional(),
  })
  .refine((hours) => hours.open < hours.close, { message: 'Opening must be before closing', path: ['close'] });
export type SpecialHours = z.infer<typeof specialHoursSchema>;

/** The special hours as stored and as everyone reads them. */
const storedSpecialHoursSchema = z.array(z.object({ date: z.string(), open: z.string(), close: z.string(), note: z.string().optional() }));

/**
 * The ways to pay the owner offers for pickup, for delivery and for catering orders (a cart with catering trays, any
 * mode): card and in person, card only, or in person only. Cards only where the stage takes them; without, in person.
 */
export const paymentChoiceSchema = z.enum(paymentChoices);
export const paymentChoicesSchema = z.strictObject({ pickup: paymentChoiceSchema, delivery: paymentChoiceSchema, catering: paymentChoiceSchema });
export type PaymentChoices = z.infer<typeof paymentChoicesSchema>;
export const defaultPaymentChoices: PaymentChoices = { pickup: 'card-or-in-person', delivery: 'card-or-in-person', catering: 'card-or-in-person' };

const leadSchema = z.number().int().min(settingsLimits.leadMinutes.min).max(settingsLimits.leadMinutes.max, 'At most 240 minutes');

/** The settings as stored and as the owner reads them. */
export const shopSettingsSchema = z.object({
  /** Online ordering is paused until this instant (ISO, UTC); null = not paused. */
  pausedUntil: z.iso.datetime().nullable(),
  /** By weekday, 0 = Sunday; null = closed. */
  hours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()).length(7),
  closures: z.array(z.object({ date: z.string(), note: z.string().optional() })),
  /** Items saved before special hours existed read none. */
  specialHours: storedSpecialHoursSchema.default([]),
  maxOrdersPerSlot: z.number().int(),
  leadMinutes: z.object({ pickup: z.number().int(), delivery: z.number().int() }),
  /** Items saved before the choice existed read the default. */
  paymentChoices: paymentChoicesSchema.default(defaultPaymentChoices),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * The settings as the owner reads them (GET /owner/settings and every owner call's answer), with the
 * item's `version`: raised by each PUT /owner/settings, which sends it back (0 while never saved).
 */
export const ownerShopSettingsSchema = shopSettingsSchema.extend({ version: z.number().int() });
export type OwnerShopSettings = z.infer<typeof ownerShopSettingsSchema>;

/** The defaults a missing settings item stands for. */
export const defaultShopSettings: ShopSettings = {
  pausedUntil: null,
  hours: business.defaultHours.map((hours) => (hours ? { open: hours.open, close: hours.close } : null)),
  closures: [],
  specialHours: [],
  maxOrdersPerSlot: ordering.maxOrdersPerSlot,
  leadMinutes: { ...ordering.leadMinutes },
  paymentChoices: { ...defaultPaymentChoices },
};

/** Today's local date in the business's time zone (yyyy-mm-dd). */
export function shopToday(now = new Date()): string {
  return localTime(now.getTime(), business.timeZone).date;
}

/**
 * The rule of a list of dated entries (closures, special hours): each date from today to `daysAhead` days ahead, in the
 * shop's time zone, and no date twice; each refusal on the entry's date.
 */
function datesFromToday(daysAhead: number, messages: { past: string; tooFar: string }) {
  return (entries: readonly { date: string }[], context: z.RefinementCtx) => {
    const today = shopToday();
    const last = addDays(today, daysAhead);
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (entry.date < today) context.addIssue({ code: 'custom', path: [index, 'date'], message: messages.past });
      else if (entry.date > last) context.addIssue({ code: 'custom', path: [index, 'date'], message: messages.tooFar });
      if (seen.has(entry.date)) context.addIssue({ code: 'custom', path: [index, 'date'], message: 'This date is listed twice' });
      seen.add(entry.date);
    });
  };
}

/** PUT /owner/settings: the whole day's settings but the pause (which has its own calls). */
export const shopSettingsUpdateSchema = z.strictObject({
  hours: z.array(dayHoursSchema.nullable()).length(7, 'Give the hours of all 7 weekdays, Sunday first'),
  closures: z
    .array(closureSchema)
    .max(settingsLimits.closures.max, `At most ${settingsLimits.closures.max} closures`)
    .superRefine(
      datesFromToday(settingsLimits.closures.daysAhead, { past: 'A closure cannot be in the past', tooFar: 'A closure can be at most a year ahead' }),
    ),
  /** Absent: left as stored. A date also listed as a closure is refused (`specialHoursRefusals`). */
  specialHours: z
    .array(specialHoursSchema)
    .max(settingsLimits.specialHours.max, `At most ${settingsLimits.specialHours.max} days of special hours`)
    .superRefine(
      datesFromToday(settingsLimits.specialHours.daysAhead, {
        past: 'Special hours cannot be in the past',
        tooFar: 'Special hours can be at most a year ahead',
      }),
    )
    .optional(),
  maxOrdersPerSlot: z
    .number()
    .int()
    .min(settingsLimits.maxOrdersPerSlot.min, 'At least 1 order per slot')
    .max(settingsLimits.maxOrdersPerSlot.max, `At most ${settingsLimits.maxOrdersPerSlot.max} orders per slot`),
  leadMinutes: z.strictObject({ pickup: leadSchema, delivery: leadSchema }),
  /** Absent: left as stored (a screen that does not show the choice cannot reset it). */
  paymentChoices: paymentChoicesSchema.optional(),
});
export type ShopSettingsUpdate = z.input<typeof shopSettingsUpdateSchema>;

/**
 * A date with special hours that is also a closure: closed all day and open at special hours at once. Its message by
 * path ('specialHours.0.date'), for the server's refusal and the form alike (the schema's fields check one list each).
 */
export function specialHoursRefusals(update: Pick<ShopSettingsUpdate, 'closures' | 'specialHours'>): { path: string; message: string }[] {
  const closed = new Set(update.closures.map((closure) => closure.date));
  return (update.specialHours ?? []).flatMap((day, index) =>
    closed.has(day.date) ? [{ path: `specialHours.${index}.date`, message: 'This date is also a closure: remove one of them' }] : [],
  );
}

/**
 * PUT /owner/settings: the update and the settings' `version` as the owner read them; refused (409)
 * when they were saved meanwhile (docs/decisions.md#owner-writes-carry-the-version-they-read).
 */
export const shopSettingsSaveSchema = shopSettingsUpdateSchema.extend({
  version: z.number().int('The version is a whole number').min(0, 'The version cannot be negative'),
});
export type ShopSettingsSave = z.input<typeof shopSettingsSaveSchema>;

/** POST /owner/settings/pause: for some minutes, or until the end of today's opening hours. */
export const pauseRequestSchema = z.union([
  z.strictObject({
    minutes: z.number().int().min(settingsLimits.pauseMinutes.min).max(settingsLimits.pauseMinutes.max, 'At most 12 hours; use a closure for longer'),
  }),
  z.strictObject({ until: z.literal('end-of-day') }),
]);
export type PauseRequest = z.input<typeof pauseRequestSchema>;

/**
 * `open`: an order can still be for today (the kitchen may open later today); `paused`: the owner paused online
 * ordering; `closed-today`: no time is offered today, another day is; `unavailable`: no day can be ordered for.
 */
export const orderingStates = ['open', 'paused', 'closed-today', 'unavailable'] as const;

/**
 * GET /shop/status (public, the same for everyone, cached 30 s): what the banner says, whether the kitchen is open
 * now and when it closes or opens, in the owner's hours, closures and pause
 * (docs/business-rules.md#the-shops-status), and the owner's hours and coming closures for the pages that show them.
 */
export const shopStatusSchema = z.object({
  ordering: z.enum(orderingStates),
  pausedUntil: z.iso.datetime().optional(),
  /** The banner's words while paused, closed today or unavailable. */
  message: z.string().optional(),
  /** Inside today's hours, not paused, and an order can still be for today. */
  openNow: z.boolean(),
  /** While open now: today's closing time. */
  until: z.iso.datetime().optional(),
  /** While not open now: when the kitchen opens next on a day that takes orders (or, paused, when ordering is back). */
  opensAt: z.iso.datetime().optional(),
  /** 'Open now · until 9 p.m.', 'Closed · opens 11 a.m.', 'Closed today · opens Tuesday 11 a.m.', 'Paused · back at 6:30 p.m.' */
  label: z.string(),
  /** The owner's opening hours by weekday, 0 = Sunday; null = closed. */
  hours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()).length(7),
  /** The owner's closures from today to the last day that can be ordered for, with their notes. */
  closures: z.array(z.object({ date: z.string(), note: z.string().optional() })),
  /** The owner's special hours from today to the last day that can be ordered for (absent in answers cached before them). */
  specialHours: storedSpecialHoursSchema.optional(),
});
export type ShopStatus = z.infer<typeof shopStatusSchema>;
