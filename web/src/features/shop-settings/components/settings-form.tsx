/**
 * The settings the owner saves together with one Save (PUT /owner/settings): opening hours per
 * weekday (Monday first on screen, Sunday first in the request), holiday closures, special hours for one date, and the slots'
 * capacity and lead times, in the form kit's fields with their messages by field path.
 */
import { settingsLimits, type OwnerShopSettings } from '@functions/shop/contract/shop-settings';
import { useId } from 'react';
import { draftControl as controlOf } from '../../../components/form/draft-form.ts';
import { AddRowButton, FormSection, ListError, RemoveRowButton, SettingsFormFrame } from '../../../components/form/draft-form-parts.tsx';
import { SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { usePaymentMethods } from '../../../api/payments.ts';
import { paymentChoices, type PaymentChoice } from '@functions/shop/contract/ordering';
import { ClockIcon } from '../../../components/icons.tsx';
import { clockText } from '../../../lib/catering-terms.ts';
import { addDays, shopDate } from '../hooks/pause-words.ts';
import { usualHours, weekdays, type SettingsDraft } from '../hooks/settings-draft.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import styles from './settings-form.module.scss';

type Form = ReturnType<typeof useSettingsForm>;

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
function dateLabel(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? longDate.format(new Date(Date.UTC(y, m - 1, d, 12))) : 'a new date';
}

function OpeningHours({ form, formId }: { form: Form; formId: string }) {
  return (
    <FormSection
      id={`${formId}-hours`}
      title="Opening hours"
      intro="Local time in Milwaukee. The schedule offers slots from opening (plus the lead time) until 15 minutes before closing."
    >
      <ul className={styles.week}>
        {weekdays.map(({ day, name }) => {
          const hours = form.draft.hours[day]!;
          const setHours = (change: Partial<typeof hours>) => (current: SettingsDraft) => ({
            ...current,
            hours: current.hours.map((entry, index) => (index === day ? { ...entry, ...change } : entry)),
          });
          return (
            <li key={day}>
              <fieldset className={styles.day} data-open={hours.open || undefined}>
                <legend className={styles.dayName}>{name}</legend>
                <label className={styles.switch}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={hours.open}
                    onChange={(event) => form.edit(`hours.${day}`, setHours({ open: event.target.checked }))}
                  />
                  <span className={styles.switchTrack} aria-hidden="true" />
                  <span>Open</span>
                </label>
                {hours.open ? (
                  <div className={styles.times}>
                    <TextField
                      label="Opens"
                      type="time"
                      control={controlOf(form, formId, `hours.${day}.open`, hours.from, (current, from) => setHours({ from })(current))}
                    />
                    <TextField
                      label="Closes"
                      type="time"
                      control={controlOf(form, formId, `hours.${day}.close`, hours.to, (current, to) => setHours({ to })(current))}
                    />
                  </div>
                ) : (
                  <p className={styles.closedDay}>Closed all day: no slots are offered.</p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>
        <ClockIcon size={16} /> A day switched back to open starts at {clockText(usualHours.open)} – {clockText(usualHours.close)}; change it as you need.
      </p>
    </FormSection>
  );
}

function Closures({ form, formId }: { form: Form; formId: string }) {
  const today = shopDate();
  const last = addDays(today, settingsLimits.closures.daysAhead);
  const full = form.draft.closures.length >= settingsLimits.closures.max;
  return (
    <FormSection
      id={`${formId}-closures`}
      title="Holiday closures"
      intro={`Days the shop is closed although the weekday is open: no slots and no ASAP that day. Up to ${settingsLimits.closures.max}, from today to a year ahead; days gone by drop off.`}
    >
      {form.draft.closures.length === 0 ? <p className={styles.empty}>No closures planned.</p> : null}
      {form.draft.closures.length > 0 ? (
        <ul className={styles.closures} aria-label="Planned closures">
          {form.draft.closures.map((closure, index) => (
            <li key={closure.key} className={styles.closure}>
              <div className={styles.closureFields} role="group" aria-label={`Closure ${index + 1}`}>
                <TextField
                  label="Date"
                  type="date"
                  min={today}
                  max={last}
                  required
                  control={controlOf(form, formId, `closures.${index}.date`, closure.date, (current, date) => ({
                    ...current,
                    closures: current.closures.map((entry) => (entry.key === closure.key ? { ...entry, date } : entry)),
                  }))}
                />
                <TextField
                  label="Note (optional)"
                  maxLength={settingsLimits.closures.noteMax}
                  placeholder="e.g. Thanksgiving"
                  control={controlOf(form, formId, `closures.${index}.note`, closure.note, (current, note) => ({
                    ...current,
                    closures: current.closures.map((entry) => (entry.key === closure.key ? { ...entry, note } : entry)),
                  }))}
                />
              </div>
              <RemoveRowButton label={`Remove the closure on ${dateLabel(closure.date)}`} onClick={() => form.removeClosure(closure.key)} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListError error={form.errors.closures} />
      <AddRowButton label="Add a closure" onClick={form.addClosure} disabled={full} />
    </FormSection>
  );
}

/** Dates with their own opening and closing in place of the weekday's (docs/business-rules.md#special-hours). */
function SpecialHours({ form, formId }: { form: Form; formId: string }) {
  const today = shopDate();
  const last = addDays(today, settingsLimits.specialHours.daysAhead);
  const full = form.draft.specialHours.length >= settingsLimits.specialHours.max;
  const setDay =
    (key: string, change: Partial<SettingsDraft['specialHours'][number]>) =>
    (current: SettingsDraft): SettingsDraft => ({
      ...current,
      specialHours: current.specialHours.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    });
  return (
    <FormSection
      id={`${formId}-special`}
      title="Special hours"
      intro={`One date’s opening and closing in place of its weekday’s: close early on Christmas Eve, or open on a Sunday before a holiday. Customers see them in the shop’s hours and the times offered follow them. Up to ${settingsLimits.specialHours.max}, from today to a year ahead.`}
    >
      {form.draft.specialHours.length === 0 ? <p className={styles.empty}>No special hours planned.</p> : null}
      {form.draft.specialHours.length > 0 ? (
        <ul className={styles.closures} aria-label="Special hours">
          {form.draft.specialHours.map((day, index) => (
            <li key={day.key} className={styles.closure}>
              <div className={styles.specialFields} role="group" aria-label={`Special hours ${index + 1}`}>
                <TextField
                  label="Date"
                  type="date"
                  min={today}
                  max={last}
                  required
                  control={controlOf(form, formId, `specialHours.${index}.date`, day.date, (current, date) => setDay(day.key, { date })(current))}
                />
                <TextField
                  label="Opens"
                  type="time"
                  required
                  control={controlOf(form, formId, `specialHours.${index}.open`, day.from, (current, from) => setDay(day.key, { from })(current))}
                />
                <TextField
                  label="Closes"
                  type="time"
                  required
                  control={controlOf(form, formId, `specialHours.${index}.close`, day.to, (current, to) => setDay(day.key, { to })(current))}
                />
                <TextField
                  label="Note (optional)"
                  maxLength={settingsLimits.specialHours.noteMax}
                  placeholder="e.g. Christmas Eve"
                  control={controlOf(form, formId, `specialHours.${index}.note`, day.note, (current, note) => setDay(day.key, { note })(current))}
                />
              </div>
              <RemoveRowButton label={`Remove the special hours on ${dateLabel(day.date)}`} onClick={() => form.removeSpecialHours(day.key)} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListError error={form.errors.specialHours} />
      <AddRowButton label="Add special hours" onClick={form.addSpecialHours} disabled={full} />
    </FormSection>
  );
}

function Slots({ form, formId }: { form: Form; formId: string }) {
  const { maxOrdersPerSlot, leadMinutes } = settingsLimits;
  return (
    <FormSection
      id={`${formId}-slots`}
      title="Slots"
      intro="How many orders the kitchen takes per 15-minute slot, and how long before a slot an order must come in."
    >
      <div className={styles.slotFields}>
        <TextField
          label="Orders per slot"
          type="number"
          inputMode="numeric"
          min={maxOrdersPerSlot.min}
          max={maxOrdersPerSlot.max}
          hint={`${maxOrdersPerSlot.min} to ${maxOrdersPerSlot.max}. Orders already placed stay when it goes down.`}
          control={controlOf(form, formId, 'maxOrdersPerSlot', form.draft.maxOrdersPerSlot, (current, value) => ({ ...current, maxOrdersPerSlot: value }))}
        />
        <TextField
          label="Pickup lead time (minutes)"
          type="number"
          inputMode="numeric"
          min={leadMinutes.min}
          max={leadMinutes.max}
          hint={`${leadMinutes.min} to ${leadMinutes.max} minutes.`}
          control={controlOf(form, formId, 'leadMinutes.pickup', form.draft.pickupLead, (current, value) => ({ ...current, pickupLead: value }))}
        />
        <TextField
          label="Delivery lead time (minutes)"
          type="number"
          inputMode="numeric"
          min={leadMinutes.min}
          max={leadMinutes.max}
          hint={`${leadMinutes.min} to ${leadMinutes.max} minutes.`}
          control={controlOf(form, formId, 'leadMinutes.delivery', form.draft.deliveryLead, (current, value) => ({ ...current, deliveryLead: value }))}
        />
      </div>
    </FormSection>
  );
}

const choiceLabels: Record<PaymentChoice, string> = {
  'card-or-in-person': 'By card now, or in person',
  'card-only': 'By card now only',
  'in-person-only': 'In person only',
};
const choiceOptions = paymentChoices.map((value) => ({ value, label: choiceLabels[value] }));
const kinds = [
  { kind: 'pickup', label: 'Pickup orders' },
  { kind: 'delivery', label: 'Delivery orders' },
  { kind: 'catering', label: 'Catering orders (any with trays)' },
] as const;

/** Which ways to pay checkout offers for each kind of order (docs/business-rules.md#card-payments). */
function WaysToPay({ form, formId }: { form: Form; formId: string }) {
  const cards = usePaymentMethods().data?.onlinePayments;
  return (
    <FormSection
      id={`${formId}-payments`}
      title="Ways to pay"
      intro={
        cards === false
          ? 'This shop is not set up to take cards online (Stripe’s keys are not configured), so every order is paid in person whatever is chosen here.'
          : 'What checkout offers for each kind of order. By card, the card is held at checkout and charged when you accept the order.'
      }
    >
      <div className={styles.slotFields}>
        {kinds.map(({ kind, label }) => (
          <SelectField
            key={kind}
            label={label}
            options={choiceOptions}
            control={controlOf(form, formId, `paymentChoices.${kind}`, form.draft.paymentChoices[kind], (current, value) => ({
              ...current,
              paymentChoices: { ...current.paymentChoices, [kind]: value as PaymentChoice },
            }))}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** `saved`: the settings as the server last answered; the form starts from them once (remount it to start again). */
export function SettingsForm({ saved }: { saved: OwnerShopSettings }) {
  const formId = useId();
  const form = useSettingsForm(saved, formId);
  return (
    <SettingsFormFrame
      form={form}
      label="Opening hours, closures, slots and ways to pay"
      save={{
        submitLabel: 'Save settings',
        savedTitle: 'Settings saved',
        savedText: 'The schedule offers slots by these hours, closures and limits from now on.',
      }}
    >
      <OpeningHours form={form} formId={formId} />
      <Closures form={form} formId={formId} />
      <SpecialHours form={form} formId={formId} />
      <Slots form={form} formId={formId} />
      <WaysToPay form={form} formId={formId} />
    </SettingsFormFrame>
  );
}
