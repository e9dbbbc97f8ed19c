/**
 * The settings screen's form: the owner's settings as editable text (hours per weekday, closures,
 * slot capacity, lead times), the PUT /owner/settings request made from it, and its messages by
 * field path ('hours.1.close', 'closures.0.date', 'leadMinutes.pickup'), from the shared schema or
 * from the server's refusal ('body.closures.0.date').
 */
import {
  shopSettingsUpdateSchema,
  specialHoursRefusals,
  type OwnerShopSettings,
  type PaymentChoices,
  type ShopSettings,
  type ShopSettingsUpdate,
} from '@functions/shop/contract/shop-settings';
import { addIssues, serverErrors as serverErrorsAt, type FieldErrors } from '../../../components/form/draft-form.ts';

export type HoursDraft = { open: boolean; from: string; to: string };
export type ClosureDraft = { key: string; date: string; note: string };
export type SpecialHoursDraft = { key: string; date: string; from: string; to: string; note: string };
export type SettingsDraft = {
  /** By weekday, 0 = Sunday, as the contract has them. */
  hours: HoursDraft[];
  closures: ClosureDraft[];
  /** Dates with their own hours in place of the weekday's (docs/business-rules.md#special-hours). */
  specialHours: SpecialHoursDraft[];
  maxOrdersPerSlot: string;
  pickupLead: string;
  deliveryLead: string;
  /** The ways to pay offered for pickup, delivery and catering orders. */
  paymentChoices: PaymentChoices;
};

/** The week as the owner reads it, Monday first; `day` is the contract's index (0 = Sunday). */
export const weekdays = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
] as const;

/** The hours a closed weekday gets when it is switched to open. */
export const usualHours = { open: '11:00', close: '20:00' } as const;

let nextKey = 0;
/** A closure row's key, so React keeps each row's inputs as rows come and go. */
export function closureKey(): string {
  nextKey += 1;
  return `closure-${nextKey}`;
}

export function draftOf(settings: ShopSettings): SettingsDraft {
  return {
    hours: settings.hours.map((hours) =>
      hours ? { open: true, from: hours.open, to: hours.close } : { open: false, from: usualHours.open, to: usualHours.close },
    ),
    closures: settings.closures.map((closure) => ({ key: closureKey(), date: closure.date, note: closure.note ?? '' })),
    specialHours: settings.specialHours.map((day) => ({ key: closureKey(), date: day.date, from: day.open, to: day.close, note: day.note ?? '' })),
    maxOrdersPerSlot: String(settings.maxOrdersPerSlot),
    pickupLead: String(settings.leadMinutes.pickup),
    deliveryLead: String(settings.leadMinutes.delivery),
    paymentChoices: { ...settings.paymentChoices },
  };
}

/** A whole number typed into a field, or NaN (which the schema refuses) for anything else. */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The PUT /owner/settings request the draft stands for; closures keep the draft's order, so message paths point at its rows. */
export function updateOf(draft: SettingsDraft): ShopSettingsUpdate {
  return {
    hours: draft.hours.map((hours) => (hours.open ? { open: hours.from, close: hours.to } : null)),
    closures: draft.closures.map((closure) => (closure.note.trim() ? { date: closure.date, note: closure.note.trim() } : { date: closure.date })),
    specialHours: draft.specialHours.map((day) => ({ date: day.date, open: day.from, close: day.to, ...(day.note.trim() ? { note: day.note.trim() } : {}) })),
    maxOrdersPerSlot: wholeNumber(draft.maxOrdersPerSlot),
    leadMinutes: { pickup: wholeNumber(draft.pickupLead), delivery: wholeNumber(draft.deliveryLead) },
    paymentChoices: draft.paymentChoices,
  };
}

/** Whether two reads of the settings hold the same values in every field the form edits (the pause aside). */
export function sameSettings(one: ShopSettings, other: ShopSettings): boolean {
  return JSON.stringify(updateOf(draftOf(one))) === JSON.stringify(updateOf(draftOf(other)));
}

/**
 * The version a save goes over (docs/business-rules.md#the-days-settings): that of `base`, the
 * settings the draft was made from; or of `saved`, as read since, when it is newer with the form's
 * fields unchanged. A newer read with a field changed is another owner's save: a 409, never a loss.
 */
export function saveVersionOf(saved: OwnerShopSettings, base: OwnerShopSettings): number {
  return saved.version > base.version && sameSettings(saved, base) ? saved.version : base.version;
}

/** Whether the draft asks for anything other than the saved settings. */
export function isChanged(draft: SettingsDraft, saved: ShopSettings): boolean {
  return JSON.stringify(updateOf(draft)) !== JSON.stringify(updateOf(draftOf(saved)));
}

export type { FieldErrors };

const numberFields: { path: string; of: (draft: SettingsDraft) => string; message: string }[] = [
  { path: 'maxOrdersPerSlot', of: (draft) => draft.maxOrdersPerSlot, message: 'Enter a whole number of orders' },
  { path: 'leadMinutes.pickup', of: (draft) => draft.pickupLead, message: 'Enter a whole number of minutes' },
  { path: 'leadMinutes.delivery', of: (draft) => draft.deliveryLead, message: 'Enter a whole number of minutes' },
];

/** The draft's problems by field path, checked with the schema the server uses (the first message of each field). */
export function draftErrors(draft: SettingsDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of numberFields) {
    if (Number.isNaN(wholeNumber(field.of(draft)))) errors[field.path] = field.message;
  }
  draft.closures.forEach((closure, index) => {
    if (closure.date === '') errors[`closures.${index}.date`] = 'Choose a date';
  });
  draft.specialHours.forEach((day, index) => {
    if (day.date === '') errors[`specialHours.${index}.date`] = 'Choose a date';
  });
  const update = updateOf(draft);
  const result = shopSettingsUpdateSchema.safeParse(update);
  const issues = [
    ...(result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))),
    ...specialHoursRefusals(update),
  ];
  if (issues.length === 0) return errors;
  return addIssues(errors, issues, (path) => path);
}

/** The path a server detail names, as the draft's fields are named: 'body.closures.0.date' → 'closures.0.date'. */
export function fieldPathOf(detailPath: string): string {
  return detailPath.replace(/^body\.?/, '');
}

/** The server's refusal by field path (the first message of each). */
export function serverErrors(error: unknown): FieldErrors {
  return serverErrorsAt(error, fieldPathOf);
}

/** Every field path the draft shows a message under. */
export function fieldPaths(draft: SettingsDraft): string[] {
  return [
    ...weekdays.flatMap(({ day }) => [`hours.${day}.open`, `hours.${day}.close`]),
    'closures',
    ...draft.closures.flatMap((_, index) => [`closures.${index}.date`, `closures.${index}.note`]),
    'specialHours',
    ...draft.specialHours.flatMap((_, index) => [
      `specialHours.${index}.date`,
      `specialHours.${index}.open`,
      `specialHours.${index}.close`,
      `specialHours.${index}.note`,
    ]),
    'maxOrdersPerSlot',
    'leadMinutes.pickup',
    'leadMinutes.delivery',
  ];
}
