/**
 * The quote editor's form (docs/business-rules.md#catering-quotes): the customer, the event, the dishes from the live
 * menu (catering sizes first), a discount, the deposit and the dates. It sends only what was chosen; the server prices
 * it and answers the quote, whose totals the screen shows beside the form; while the owner edits, a running total
 * shows the same figures by the same rules.
 */
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { formatUsd } from '@functions/platform/contract/money.ts';
import type { ReactNode } from 'react';
import { draftControl, type DraftForm } from '../../../components/form/draft-form.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { PlusIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import { emptyLine, quarterHours, type DraftLine, type QuoteEditorDraft } from '../quote-draft.ts';
import { QuoteRunningTotal } from './quote-running-total.tsx';
import styles from './quote-editor.module.scss';

export type QuoteForm = DraftForm<QuoteEditorDraft> & { draft: QuoteEditorDraft };

const spiceOptions = [
  { value: '0', label: 'Mild' },
  { value: '1', label: '1 flame' },
  { value: '2', label: '2 flames' },
  { value: '3', label: '3 flames' },
];

function text(form: QuoteForm, formId: string, path: keyof QuoteEditorDraft & string) {
  return draftControl(form, formId, path, String(form.draft[path] ?? ''), (current, value) => ({ ...current, [path]: value }));
}

function Section({ title, children, id }: { title: string; id: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section} aria-labelledby={id}>
      <legend id={id} className={styles.sectionTitle}>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/** The sizes of a dish, catering sizes first, each with its price and what it holds. */
function sizeOptions(dish: OwnerMenuDish | undefined) {
  if (!dish) return [{ value: '', label: 'Choose a dish first' }];
  return [...dish.sizes]
    .sort((a, b) => Number(b.catering) - Number(a.catering))
    .map((size) => ({ value: size.id, label: `${size.catering ? 'Catering: ' : ''}${size.size}, ${size.amount} · ${formatUsd(size.price)}` }));
}

function LineRow({ form, formId, index, line, dishes }: { form: QuoteForm; formId: string; index: number; line: DraftLine; dishes: readonly OwnerMenuDish[] }) {
  const dish = dishes.find((each) => each.id === line.dishId);
  const path = `lines.${index}`;
  const setLine = (change: (current: DraftLine) => DraftLine) =>
    form.edit(path, (current) => ({ ...current, lines: current.lines.map((each) => (each.key === line.key ? change(each) : each)) }));
  const lineControl = (field: string, value: string, change: (current: DraftLine, value: string) => DraftLine) =>
    draftControl(form, formId, `${path}.${field}`, value, (current, next) => ({
      ...current,
      lines: current.lines.map((each) => (each.key === line.key ? change(each, next) : each)),
    }));
  const rowError = form.errors[path];
  return (
    <li className={styles.lineRow} aria-label={`Dish ${index + 1}`}>
      <div className={styles.lineFields}>
        <SelectField
          label="Dish"
          control={lineControl('dishId', line.dishId, (current, dishId) => {
            const next = dishes.find((each) => each.id === dishId);
            const size = next?.sizes.find((each) => each.catering) ?? next?.sizes[0];
            return { ...current, dishId, sizeId: size?.id ?? '', extras: [], removed: [], spiceLevel: 0 };
          })}
          options={[{ value: '', label: 'Choose a dish' }, ...dishes.map((each) => ({ value: each.id, label: `${each.name} (${each.category})` }))]}
        />
        <SelectField label="Size" control={lineControl('sizeId', line.sizeId, (current, sizeId) => ({ ...current, sizeId }))} options={sizeOptions(dish)} />
        <SelectField
          label="Spice"
          control={lineControl('spiceLevel', String(line.spiceLevel), (current, level) => ({ ...current, spiceLevel: Number(level) }))}
          options={dish?.canBeSpicy === false ? spiceOptions.slice(0, 1) : spiceOptions}
        />
        <TextField label="Quantity" inputMode="numeric" control={lineControl('quantity', line.quantity, (current, quantity) => ({ ...current, quantity }))} />
      </div>
      {dish && dish.extras.length > 0 ? (
        <fieldset className={styles.extras}>
          <legend className={styles.extrasTitle}>Extras on every {dish.name}</legend>
          {dish.extras.map((extra) => (
            <label key={extra.id} className={styles.check}>
              <input
                type="checkbox"
                checked={line.extras.includes(extra.id)}
                onChange={(event) =>
                  setLine((current) => ({
                    ...current,
                    extras: event.target.checked ? [...current.extras, extra.id] : current.extras.filter((id) => id !== extra.id),
                  }))
                }
              />
              {extra.ingredient} (+{formatUsd(extra.price)})
            </label>
          ))}
        </fieldset>
      ) : null}
      {rowError ? (
        <p className={formStyles.error} role="alert">
          {rowError}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.removeLine}
        onClick={() => form.edit(path, (current) => ({ ...current, lines: current.lines.filter((each) => each.key !== line.key) }))}
        disabled={form.draft.lines.length === 1}
      >
        <TrashIcon size={18} /> Remove dish {index + 1}
      </button>
    </li>
  );
}

export function QuoteEditorFields({ form, formId, dishes }: { form: QuoteForm; formId: string; dishes: readonly OwnerMenuDish[] }) {
  const { draft } = form;
  const offered = dishes.filter((dish) => !dish.hidden);
  return (
    <div className={styles.fields}>
      <Section title="Customer" id={`${formId}-section-customer`}>
        <div className={styles.grid}>
          <TextField label="Name" autoComplete="off" control={text(form, formId, 'name')} />
          <TextField label="E-mail (the quote's link goes here)" type="email" autoComplete="off" control={text(form, formId, 'email')} />
          <TextField label="Phone" type="tel" autoComplete="off" control={text(form, formId, 'phone')} />
          <TextField label="Company" autoComplete="off" control={text(form, formId, 'company')} />
        </div>
      </Section>

      <Section title="Event" id={`${formId}-section-event`}>
        <div className={styles.grid}>
          <TextField label="Date" type="date" control={text(form, formId, 'eventDate')} />
          <SelectField label="Ready at" control={text(form, formId, 'eventTime')} options={quarterHours} />
          <TextField label="Guests" inputMode="numeric" control={text(form, formId, 'headcount')} />
          <TextField label="Reference or PO number" control={text(form, formId, 'reference')} hint="Optional: printed on the quote." />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.overCapacity}
            onChange={(event) => {
              const overCapacity = event.target.checked;
              form.edit('overCapacity', (current) => ({ ...current, overCapacity }));
            }}
          />
          Book it even if that time is full when the customer pays (the board says it was your choice)
        </label>
        <div className={styles.modes} role="radiogroup" aria-label="Pickup or delivery">
          {(['pickup', 'delivery'] as const).map((mode) => (
            <label key={mode} className={styles.check}>
              <input
                type="radio"
                name={`${formId}-mode`}
                checked={draft.mode === mode}
                onChange={() => form.edit('mode', (current) => ({ ...current, mode }))}
              />
              {mode === 'pickup' ? 'Pickup at the kitchen' : 'Delivery (10 % of the food, up to $500)'}
            </label>
          ))}
        </div>
        {draft.mode === 'delivery' ? (
          <div className={styles.grid}>
            <TextField label="Street address" control={text(form, formId, 'line1')} />
            <TextField label="Suite, floor (optional)" control={text(form, formId, 'line2')} />
            <TextField label="City" control={text(form, formId, 'city')} />
            <TextField label="ZIP code" inputMode="numeric" control={text(form, formId, 'zip')} />
            <TextAreaField label="Delivery instructions" control={text(form, formId, 'instructions')} />
          </div>
        ) : null}
      </Section>

      <Section title="Dishes" id={`${formId}-section-dishes`}>
        {form.errors.lines ? (
          <p className={formStyles.error} role="alert">
            {form.errors.lines}
          </p>
        ) : null}
        <ol className={styles.lines}>
          {draft.lines.map((line, index) => (
            <LineRow key={line.key} form={form} formId={formId} index={index} line={line} dishes={offered} />
          ))}
        </ol>
        <button
          type="button"
          className={styles.addLine}
          onClick={() => form.edit('lines', (current) => ({ ...current, lines: [...current.lines, emptyLine()] }))}
          disabled={draft.lines.length >= 30}
        >
          <PlusIcon size={18} /> Add a dish
        </button>
      </Section>

      <Section title="Price and payment" id={`${formId}-section-money`}>
        <div className={styles.grid}>
          <TextField label="Discount ($, optional)" inputMode="decimal" control={text(form, formId, 'discountDollars')} />
          <TextField label="Reason for the discount" control={text(form, formId, 'discountReason')} hint="The customer reads it on the quote." />
        </div>
        <div className={styles.modes} role="radiogroup" aria-label="Deposit">
          {(
            [
              ['percent', 'A deposit, as a percentage'],
              ['amount', 'A deposit, as an amount'],
              ['none', 'No deposit: paid in full to accept'],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className={styles.check}>
              <input
                type="radio"
                name={`${formId}-deposit`}
                checked={draft.depositKind === kind}
                onChange={() => form.edit('depositKind', (current) => ({ ...current, depositKind: kind }))}
              />
              {label}
            </label>
          ))}
        </div>
        <div className={styles.grid}>
          {draft.depositKind === 'percent' ? <TextField label="Deposit (%)" inputMode="numeric" control={text(form, formId, 'depositPercent')} /> : null}
          {draft.depositKind === 'amount' ? <TextField label="Deposit ($)" inputMode="decimal" control={text(form, formId, 'depositDollars')} /> : null}
          <TextField label="Last day to accept" type="date" control={text(form, formId, 'validUntil')} />
          {draft.depositKind === 'none' ? null : <TextField label="Balance due by" type="date" control={text(form, formId, 'balanceDueOn')} />}
        </div>
        <QuoteRunningTotal draft={draft} dishes={offered} />
      </Section>

      <Section title="Notes for the customer" id={`${formId}-section-notes`}>
        <TextAreaField
          label="Notes"
          control={text(form, formId, 'notes')}
          hint="Printed on the quote, e.g. what is included (chafing dishes, serving spoons)."
        />
      </Section>
    </div>
  );
}
