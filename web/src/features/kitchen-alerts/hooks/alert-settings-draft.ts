/**
 * The alert settings' form (docs/business-rules.md#the-ladder): the kitchen's numbers, the ladder's minutes and
 * auto-accept as editable text, the PUT /owner/alerts request made from it, and its messages by field path
 * ('kitchenPhones.1', 'ladder.callAfterMinutes', 'autoAccept.upToCents'), from the shared schema or from the server's
 * refusal ('body.ladder.callAfterMinutes'). Pure.
 */
import { alertSettingsSaveSchema, type AlertSettings, type AlertSettingsSave, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { addIssues, serverErrors as serverErrorsAt, type FieldErrors } from '../../../components/form/draft-form.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';
import { displayPhone } from '../../../lib/phone-display.ts';

export type PhoneDraft = { key: string; phone: string };

export type AlertSettingsDraft = {
  kitchenPhones: PhoneDraft[];
  textAfter: string;
  callAfter: string;
  tellCustomerAfter: string;
  giveUpAfter: string;
  giveUpBeforeSlot: string;
  autoAccept: boolean;
  /** Dollars as typed ('50.00'); the request carries cents. */
  autoAcceptUpTo: string;
};

export type { FieldErrors };

/** The ladder's steps in the order they come, with the draft's field and the request's path for each. */
export const ladderFields = [
  { field: 'textAfter', path: 'ladder.textAfterMinutes' },
  { field: 'callAfter', path: 'ladder.callAfterMinutes' },
  { field: 'tellCustomerAfter', path: 'ladder.tellCustomerAfterMinutes' },
  { field: 'giveUpAfter', path: 'ladder.giveUpAfterMinutes' },
  { field: 'giveUpBeforeSlot', path: 'ladder.giveUpBeforeSlotMinutes' },
] as const satisfies readonly { field: keyof AlertSettingsDraft; path: string }[];

let nextKey = 0;
/** A phone row's key, so React keeps each row's input as rows come and go. */
export function phoneKey(): string {
  nextKey += 1;
  return `phone-${nextKey}`;
}

export function draftOf(settings: AlertSettings): AlertSettingsDraft {
  const { ladder, autoAccept } = settings;
  return {
    kitchenPhones: settings.kitchenPhones.map((phone) => ({ key: phoneKey(), phone: displayPhone(phone) })),
    textAfter: String(ladder.textAfterMinutes),
    callAfter: String(ladder.callAfterMinutes),
    tellCustomerAfter: String(ladder.tellCustomerAfterMinutes),
    giveUpAfter: String(ladder.giveUpAfterMinutes),
    giveUpBeforeSlot: String(ladder.giveUpBeforeSlotMinutes),
    autoAccept: autoAccept.enabled,
    autoAcceptUpTo: usdInputValue(autoAccept.upToCents),
  };
}

/** A whole number typed into a field, or NaN (which the schema refuses) for anything else. */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The request the draft stands for, without its version; blank number rows are left out. */
export function saveOf(draft: AlertSettingsDraft): Omit<AlertSettingsSave, 'version'> {
  return {
    kitchenPhones: draft.kitchenPhones.map((row) => row.phone.trim()).filter((phone) => phone !== ''),
    ladder: {
      textAfterMinutes: wholeNumber(draft.textAfter),
      callAfterMinutes: wholeNumber(draft.callAfter),
      tellCustomerAfterMinutes: wholeNumber(draft.tellCustomerAfter),
      giveUpAfterMinutes: wholeNumber(draft.giveUpAfter),
      giveUpBeforeSlotMinutes: wholeNumber(draft.giveUpBeforeSlot),
    },
    autoAccept: { enabled: draft.autoAccept, upToCents: parseUsd(draft.autoAcceptUpTo) ?? Number.NaN },
  };
}

/** The request's phone list names rows without the blank ones: its index i is this draft row's. */
function phoneRowIndex(draft: AlertSettingsDraft, requestIndex: number): number {
  const filled = draft.kitchenPhones.flatMap((row, index) => (row.phone.trim() === '' ? [] : [index]));
  return filled[requestIndex] ?? requestIndex;
}

/** A path of the request ('kitchenPhones.0', 'ladder.textAfterMinutes') as the draft's field path. */
function draftPathOf(draft: AlertSettingsDraft, requestPath: string): string {
  const phone = /^kitchenPhones\.(\d+)$/.exec(requestPath);
  return phone ? `kitchenPhones.${phoneRowIndex(draft, Number(phone[1]))}` : requestPath;
}

/** The draft's problems by field path, checked with the schema the server uses (the first message of each field). */
export function draftErrors(draft: AlertSettingsDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, path } of ladderFields) {
    if (Number.isNaN(wholeNumber(draft[field]))) errors[path] = 'Enter a whole number of minutes';
  }
  if (parseUsd(draft.autoAcceptUpTo) === null) errors['autoAccept.upToCents'] = 'Enter an amount in dollars, e.g. 50.00';
  const result = alertSettingsSaveSchema.safeParse({ ...saveOf(draft), version: 0 });
  if (result.success) return errors;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  return addIssues(errors, issues, (path) => draftPathOf(draft, path));
}

/** The server's refusal by field path ('body.kitchenPhones.0' → the draft's row). */
export function serverErrors(error: unknown, draft: AlertSettingsDraft): FieldErrors {
  return serverErrorsAt(error, (detailPath) => draftPathOf(draft, detailPath.replace(/^body\.?/, '')));
}

/** Every field path the form shows a message under, in the order of its fields. */
export function fieldPaths(draft: AlertSettingsDraft): string[] {
  return ['kitchenPhones', ...draft.kitchenPhones.map((_, index) => `kitchenPhones.${index}`), ...ladderFields.map(({ path }) => path), 'autoAccept.upToCents'];
}

/** Whether two reads hold the same settings. */
export function sameSettings(one: AlertSettings, other: AlertSettings): boolean {
  return JSON.stringify(saveOf(draftOf(one))) === JSON.stringify(saveOf(draftOf(other)));
}

/**
 * The version a save goes over (the day's settings' rule, features/shop-settings/hooks/settings-draft.ts): that of
 * the answer the draft was made from, or of a newer read with the same settings (a device added meanwhile changes no
 * setting); a newer read with a setting changed is another owner's save: a 409, never a loss.
 */
export function saveVersionOf(saved: AlertsAnswer, base: AlertsAnswer): number {
  return saved.version > base.version && sameSettings(saved.settings, base.settings) ? saved.version : base.version;
}

/** Whether the draft asks for anything other than the saved settings. */
export function isChanged(draft: AlertSettingsDraft, saved: AlertSettings): boolean {
  return JSON.stringify(saveOf(draft)) !== JSON.stringify(saveOf(draftOf(saved)));
}
