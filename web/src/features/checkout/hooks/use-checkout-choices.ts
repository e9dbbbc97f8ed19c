/**
 * What the customer has chosen on the checkout page, and what that means once the server's answers
 * are in: the default address until another is picked, ASAP only while it is offered (else the schedule), a slot
 * only while the schedule still offers it, the part of the day whose times show, the first way to pay (by card while
 * the address is not verified: paying in person waits for it). Also the custom tip, typed in dollars, and the code
 * applied from "Have a code?" or the reward taken with points (use-offer-code.ts).
 */
import type { Address } from '@functions/accounts/contract/address';
import type { OrderTime, ScheduleAnswer } from '@functions/orders/contract/order';
import type { FulfilmentMode, PaymentMethodId, PaymentMethodsAnswer, TipChoice } from '@functions/shop/contract/ordering';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useCallback, useEffect, useState } from 'react';
import { dayParts, shownPart, type PartOfDay } from './parts-of-day.ts';

export type Timing = 'asap' | 'schedule';
/** The tip as the page holds it: a preset, or the custom amount's text. */
export type TipInput = { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

export type CheckoutChoices = {
  mode: FulfilmentMode;
  /** The customer picked a tip themselves: it stays when they switch between pickup and delivery. */
  tipChosen?: boolean;
  addressId?: string;
  timing?: Timing;
  day?: string;
  /** The part of the day whose times show (Lunch, Afternoon, Evening); kept when the day changes, if the new day has it. */
  part?: PartOfDay;
  slotId?: string;
  tip: TipInput;
  notes: string;
  paymentMethod?: PaymentMethodId;
  /** The phone as typed; absent until the customer types, so the account's number stands. */
  phone?: string;
  /** "Text me about this order" as the customer set it; absent until they do, so the account's choice stands. */
  textUpdates?: boolean;
  /** The code from "Have a code?" the quotes are asked with, once applied; dropped when an answer does not take it. */
  code?: string;
  /** The loyalty reward taken with points instead of a code (one or the other); dropped when an answer does not take it. */
  rewardId?: string;
};

/** Dollars as typed ('5', '5.5', '$5.50') to cents, or why not. */
export function tipCentsFrom(text: string, maxCents: number): { cents: number } | { error: string } {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  if (cleaned === '') return { error: 'Enter an amount, or choose No tip.' };
  if (!/^\d{1,6}(\.\d{0,2})?$|^\.\d{1,2}$/.test(cleaned)) return { error: 'Enter dollars and cents, e.g. 5 or 5.50.' };
  const [dollars = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(dollars || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > maxCents) return { error: `A tip can be at most ${formatUsd(maxCents)}.` };
  return { cents };
}

export type EffectiveChoices = {
  mode: FulfilmentMode;
  addressId: string | undefined;
  timing: Timing | undefined;
  day: string | undefined;
  part: PartOfDay | undefined;
  slotId: string | undefined;
  when: OrderTime | undefined;
  tip: TipChoice | undefined;
  customTipError: string | undefined;
  paymentMethod: PaymentMethodId | undefined;
};

/** The choices as they stand against the latest answers (nothing stale: a slot that went is no longer chosen). */
export function effectiveChoices(
  choices: CheckoutChoices,
  data: {
    addresses?: Address[] | undefined;
    schedule?: ScheduleAnswer | undefined;
    payments?: PaymentMethodsAnswer | undefined;
    /** false while the account's address is not verified (docs/business-rules.md#registration). */
    inPersonAllowed?: boolean;
  },
): EffectiveChoices {
  const { addresses, schedule, payments, inPersonAllowed = true } = data;
  const addressId =
    choices.mode !== 'delivery'
      ? undefined
      : (addresses?.find((address) => address.id === choices.addressId) ?? addresses?.find((address) => address.isDefault) ?? addresses?.[0])?.id;

  let timing: Timing | undefined;
  let day: string | undefined;
  let part: PartOfDay | undefined;
  let slotId: string | undefined;
  if (schedule) {
    // ASAP while it is offered and not turned down; when it is not offered, the schedule is the only way.
    timing = schedule.asap.available ? (choices.timing ?? 'asap') : 'schedule';
    const slotDay = schedule.days.find((candidate) => candidate.slots.some((slot) => slot.id === choices.slotId));
    slotId = slotDay ? choices.slotId : undefined;
    day = schedule.days.find((candidate) => candidate.date === choices.day)?.date ?? slotDay?.date ?? schedule.days[0]?.date;
    if (slotDay && slotDay.date !== day) slotId = undefined;
    part = shownPart(dayParts(schedule.days.find((candidate) => candidate.date === day)), choices.part, slotId);
  }
  const when: OrderTime | undefined = timing === 'asap' ? { kind: 'asap' } : timing === 'schedule' && slotId ? { kind: 'slot', slotId } : undefined;

  let tip: TipChoice | undefined;
  let customTipError: string | undefined;
  if (choices.tip.kind === 'percent') {
    const offered = !payments || payments.tipPresetPercents.includes(choices.tip.percent);
    tip = offered ? choices.tip : { kind: 'percent', percent: payments.tipPresetPercents[0] ?? 0 };
  } else if (payments) {
    const parsed = tipCentsFrom(choices.tip.text, payments.customTipMaxCents);
    if ('cents' in parsed) tip = { kind: 'custom', cents: parsed.cents };
    else customTipError = parsed.error;
  }

  const paymentMethod = paymentMethodFrom(payments?.methods, choices.paymentMethod, inPersonAllowed);
  return { mode: choices.mode, addressId, timing, day, part, slotId, when, tip, customTipError, paymentMethod };
}

/** Paying in person (on handover) needs a verified address; by card it does not. */
export function isInPerson(method: PaymentMethodId): boolean {
  return method !== 'card-online';
}

/**
 * The way to pay among `methods`: the customer's pick while it is offered (and allowed), else in person as before
 * (card on handover), else by card where only that is offered; by card only while in person is not allowed.
 */
export function paymentMethodFrom(
  methods: PaymentMethodsAnswer['methods'] | undefined,
  picked: PaymentMethodId | undefined,
  inPersonAllowed: boolean,
): PaymentMethodId | undefined {
  const allowed = methods?.filter((method) => inPersonAllowed || !isInPerson(method.id));
  return allowed?.find((method) => method.id === picked)?.id ?? allowed?.find((method) => isInPerson(method.id))?.id ?? allowed?.[0]?.id;
}

/** The tip preset chosen for delivery before the customer picks one (the driver's share). */
export const defaultTipPercent = 15;

/** No tip is preselected for pickup; delivery starts from the named default. */
export function defaultTipFor(mode: FulfilmentMode): TipInput {
  return { kind: 'percent', percent: mode === 'delivery' ? defaultTipPercent : 0 };
}

export function initialCheckoutChoices({ addressId }: { addressId?: string | undefined } = {}): CheckoutChoices {
  const mode: FulfilmentMode = addressId ? 'delivery' : 'pickup';
  return { mode, ...(addressId ? { addressId } : {}), tip: defaultTipFor(mode), tipChosen: false, notes: '' };
}

/**
 * A change of the choices: a tip the customer picks is theirs to keep; until they pick one, the
 * tip follows the mode (switching to pickup clears the preselected tip, back to delivery brings it).
 */
export function changeChoices(current: CheckoutChoices, change: Partial<CheckoutChoices>): CheckoutChoices {
  const next = { ...current, ...change };
  if (change.tip !== undefined) return { ...next, tipChosen: true };
  if (change.mode !== undefined && change.mode !== current.mode && !current.tipChosen) return { ...next, tip: defaultTipFor(change.mode) };
  return next;
}

/** `addressId`: an address just added from checkout, so delivery to it is already chosen. */
export function useCheckoutChoices({ addressId }: { addressId?: string | undefined } = {}) {
  const [choices, setChoices] = useState<CheckoutChoices>(() => initialCheckoutChoices({ addressId }));
  // One function for the page's life, so an effect may depend on it.
  const update = useCallback((change: Partial<CheckoutChoices>) => setChoices((current) => changeChoices(current, change)), []);
  return { choices, update };
}

/** A value that follows `value` once it has stopped changing for `delayMs` (typing a custom tip asks for one quote, not one per key). */
export function useSettledValue<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (isEqual(settled, value)) return;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs, isEqual]);
  return settled;
}
