/**
 * What the kitchen's alerts do while nobody accepts an order (docs/business-rules.md#the-ladder), saved with one Save
 * (PUT /owner/alerts): the kitchen's numbers (up to three, texted and called), the ladder's minutes (text, call, tell
 * the customer, give up; a scheduled order given up before its time), and auto-accept up to an amount.
 */
import { alertLimits, type AlertsAnswer } from '@functions/alerts/contract/alerts';
import { useId } from 'react';
import { draftControl as controlOf, fieldId } from '../../../components/form/draft-form.ts';
import { AddRowButton, FormSection, ListError, RemoveRowButton, SettingsFormFrame } from '../../../components/form/draft-form-parts.tsx';
import { TextField } from '../../../components/form/form-fields.tsx';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { PriceField } from '../../../components/form/price-field.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import type { AlertSettingsDraft } from '../hooks/alert-settings-draft.ts';
import { useAlertSettingsForm } from '../hooks/use-alert-settings-form.ts';
import styles from './alert-settings-form.module.scss';

type Form = ReturnType<typeof useAlertSettingsForm>;

export const noSendingNumber = 'This shop was deployed without a sending number: the kitchen is alerted by push and e-mail only';

function KitchenPhones({ form, formId, phoneChannel }: { form: Form; formId: string; phoneChannel: boolean }) {
  const rows = form.draft.kitchenPhones;
  const full = rows.length >= alertLimits.kitchenPhones.max;
  return (
    <FormSection
      id={`${formId}-phones`}
      title="The kitchen’s numbers"
      intro={`Up to ${alertLimits.kitchenPhones.max} mobile numbers. Each gets the text, with a link that accepts the order, and the first gets the call.`}
    >
      {phoneChannel ? null : <p className={styles.note}>{noSendingNumber}.</p>}
      {rows.length === 0 ? <p className={styles.empty}>No numbers yet: new orders are alerted by push and e-mail.</p> : null}
      {rows.length > 0 ? (
        <ul className={styles.phones} aria-label="The kitchen’s numbers">
          {rows.map((row, index) => (
            <li key={row.key} className={styles.phoneRow}>
              <PhoneField
                label={`Number ${index + 1}`}
                autoComplete="off"
                control={controlOf(form, formId, `kitchenPhones.${index}`, row.phone, (current, phone) => ({
                  ...current,
                  kitchenPhones: current.kitchenPhones.map((entry) => (entry.key === row.key ? { ...entry, phone } : entry)),
                }))}
              />
              <RemoveRowButton label={`Remove number ${index + 1}`} onClick={() => form.removePhone(row.key)} />
            </li>
          ))}
        </ul>
      ) : null}
      <ListError error={form.errors.kitchenPhones} />
      <AddRowButton id={fieldId(formId, 'kitchenPhones')} label="Add a number" onClick={form.addPhone} disabled={full} />
    </FormSection>
  );
}

const ladderSteps: { field: keyof AlertSettingsDraft; path: string; label: string; hint: string }[] = [
  { field: 'textAfter', path: 'ladder.textAfterMinutes', label: 'Text the kitchen after', hint: 'Counted from when the order came in.' },
  { field: 'callAfter', path: 'ladder.callAfterMinutes', label: 'Call the kitchen after', hint: 'Later than the text.' },
  { field: 'tellCustomerAfter', path: 'ladder.tellCustomerAfterMinutes', label: 'Tell the customer after', hint: 'Later than the call. They may cancel then.' },
  {
    field: 'giveUpAfter',
    path: 'ladder.giveUpAfterMinutes',
    label: 'Give up an ASAP order after',
    hint: 'Later than telling the customer. The card is released, the slot freed.',
  },
  {
    field: 'giveUpBeforeSlot',
    path: 'ladder.giveUpBeforeSlotMinutes',
    label: 'Give up a scheduled order before its time',
    hint: `Minutes before the time chosen (at least ${alertLimits.beforeSlotMinutes.min}), never sooner than the ASAP limit after it came in.`,
  },
];

function Ladder({ form, formId }: { form: Form; formId: string }) {
  return (
    <FormSection
      id={`${formId}-ladder`}
      title="While nobody accepts"
      intro="A push to every device and an e-mail go at once. Then, until someone accepts (on the board, by the e-mailed link or the texted one), each step comes at its minute, counted from when the order came in; an order placed while the kitchen is closed counts from the opening."
    >
      <ol className={styles.ladder}>
        {ladderSteps.map((step) => (
          <li key={step.path} className={styles.step}>
            <TextField
              label={`${step.label} (minutes)`}
              type="number"
              inputMode="numeric"
              min={step.field === 'giveUpBeforeSlot' ? alertLimits.beforeSlotMinutes.min : alertLimits.minutes.min}
              max={step.field === 'giveUpBeforeSlot' ? alertLimits.beforeSlotMinutes.max : alertLimits.minutes.max}
              hint={step.hint}
              control={controlOf(form, formId, step.path, form.draft[step.field] as string, (current, value) => ({ ...current, [step.field]: value }))}
            />
          </li>
        ))}
      </ol>
    </FormSection>
  );
}

function AutoAccept({ form, formId }: { form: Form; formId: string }) {
  const hintId = `${formId}-auto-hint`;
  return (
    <FormSection
      id={`${formId}-auto`}
      title="Auto-accept"
      intro="Off unless you turn it on. Never a catering order, and only while the shop is open and ordering is not paused."
    >
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={form.draft.autoAccept}
          onChange={(event) => form.edit('autoAccept', (current) => ({ ...current, autoAccept: event.target.checked }))}
          aria-describedby={hintId}
        />
        <span className={styles.checkBox} aria-hidden="true">
          <CheckIcon size={16} />
        </span>
        <span className={styles.checkText}>
          <span className={styles.checkLabel}>Accept small orders automatically</span>
          <span id={hintId} className={styles.checkHint}>
            Accepted with the usual ready time, exactly as if you pressed Accept: the card is charged and the customer told.
          </span>
        </span>
      </label>
      <div className={styles.amount}>
        <PriceField
          label="Up to (order total)"
          hint="$1.00 to $1,000.00."
          control={controlOf(form, formId, 'autoAccept.upToCents', form.draft.autoAcceptUpTo, (current, autoAcceptUpTo) => ({ ...current, autoAcceptUpTo }))}
        />
      </div>
    </FormSection>
  );
}

/** `saved`: the answer as the server last gave it; the form starts from it once (remount it to start again). */
export function AlertSettingsForm({ saved }: { saved: AlertsAnswer }) {
  const formId = useId();
  const form = useAlertSettingsForm(saved, formId);
  return (
    <SettingsFormFrame
      form={form}
      label="The kitchen’s numbers, the ladder and auto-accept"
      save={{ submitLabel: 'Save alert settings', savedTitle: 'Alert settings saved', savedText: 'New orders follow these steps from now on.' }}
    >
      <KitchenPhones form={form} formId={formId} phoneChannel={saved.channels.phone} />
      <Ladder form={form} formId={formId} />
      <AutoAccept form={form} formId={formId} />
    </SettingsFormFrame>
  );
}
