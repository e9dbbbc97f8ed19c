/**
 * The offer editor (POST or PUT of the whole definition): the offer's kind, code and state; what it takes off and
 * over what subtotal; its limits; when it runs (from and to on the kitchen's clock, the days, a daily window); which
 * orders it is for (pickup or delivery, catering, first orders, all the food or some categories or dishes). Above the
 * fields, the offer in the customer's words as it stands; below them, Save with the server's refusal (Reload after a
 * 409). The server judges every bound and its messages show under their fields.
 */
import { business } from '@business';
import { offerLimits, type StoredOffer } from '@functions/offers/contract/offers';
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { menuEditorQueries } from '../../../api/menu-editor.ts';
import { CheckboxGroup, describedBy, FieldError } from '../../../components/form/checkbox-group.tsx';
import { draftControl, fieldId } from '../../../components/form/draft-form.ts';
import { FormSection, SettingsFormFrame } from '../../../components/form/draft-form-parts.tsx';
import { SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { PriceField } from '../../../components/form/price-field.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { CheckIcon, CloseIcon } from '../../../components/icons.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import type { OfferDraft, OfferKind, ScopeDish } from '../hooks/offer-draft.ts';
import {
  cateringOptions,
  categoryOptions,
  dayOptions,
  discountOptions,
  kindOptions,
  modeOptions,
  offerName,
  scopeOptions,
  stateOptions,
} from '../hooks/offer-words.ts';
import { useOfferForm, type OfferForm as Form } from '../hooks/use-offer-form.ts';
import styles from './offer-form.module.scss';

type SectionProps = { form: Form; formId: string };

const controlOf = (form: Form, formId: string, path: string, value: string, change: (current: OfferDraft, value: string) => OfferDraft) =>
  draftControl(form, formId, path, value, change);

/** A checkbox drawn by its label, with its hint (first orders only, a daily window). */
function CheckCard({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.check}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-hint`} />
      <span className={styles.checkBox} aria-hidden="true">
        <CheckIcon size={16} />
      </span>
      <span className={styles.checkText}>
        <span className={styles.checkLabel}>{label}</span>
        <span id={`${id}-hint`} className={styles.checkHint}>
          {hint}
        </span>
      </span>
    </label>
  );
}

/** What customers will read, as the draft stands. */
function InWords({ form }: { form: Form }) {
  const { draft, words } = form;
  return (
    <section className={styles.preview} aria-label="In the customer’s words">
      <p className={styles.previewLabel}>In the customer’s words</p>
      <p className={styles.previewLine}>
        {draft.kind === 'code' ? <span className={styles.codeTag}>{draft.code.trim() || 'CODE'}</span> : <span className={styles.autoTag}>Automatic</span>}
        <span className={styles.previewWords} aria-live="polite">
          {words ?? 'Fill in the amounts and times to see it.'}
        </span>
      </p>
    </section>
  );
}

function TheOffer({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <FormSection
      id={`${formId}-offer-section`}
      title="The offer"
      intro="A code the customer types at checkout, or an offer the checkout takes by itself when it applies."
    >
      <SelectField
        label="Kind"
        options={kindOptions}
        control={controlOf(form, formId, 'kind', draft.kind, (current, kind) => ({ ...current, kind: kind as OfferKind }))}
      />
      {draft.kind === 'code' ? (
        <TextField
          label="Code"
          className={styles.codeInput}
          maxLength={offerLimits.code.max}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. WELCOME10"
          hint={`${offerLimits.code.min} to ${offerLimits.code.max} letters, digits or hyphens. Customers may type it in any case.`}
          control={controlOf(form, formId, 'code', draft.code, (current, code) => ({ ...current, code: code.toUpperCase() }))}
        />
      ) : (
        <p className={styles.note}>When more than one automatic offer applies, the checkout takes the best for the customer and says which.</p>
      )}
      <SelectField
        label="State"
        options={stateOptions}
        hint="Paused: not taken until resumed. Ended: never taken again."
        control={controlOf(form, formId, 'state', draft.state, (current, state) => ({ ...current, state: state as OfferDraft['state'] }))}
      />
    </FormSection>
  );
}

function TheDiscount({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <FormSection
      id={`${formId}-discount-section`}
      title="What it takes off"
      intro="Of the food only: never the tip, and never the delivery fee unless it is free delivery."
    >
      <SelectField
        label="Discount"
        options={discountOptions}
        control={controlOf(form, formId, 'discount', draft.discountKind, (current, value) => {
          const discountKind = value as OfferDraft['discountKind'];
          // Free delivery is for delivery orders and the whole order: the choices that go with it are made for the owner.
          return discountKind === 'free-delivery' ? { ...current, discountKind, modes: ['delivery'], scopeKind: 'food' } : { ...current, discountKind };
        })}
      />
      <div className={styles.pair}>
        {draft.discountKind === 'percent' ? (
          <TextField
            label="Percent off"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 10"
            hint={`${offerLimits.percent.min} to ${offerLimits.percent.max}, whole percents.`}
            control={controlOf(form, formId, 'discount.percent', draft.percent, (current, percent) => ({ ...current, percent }))}
          />
        ) : draft.discountKind === 'amount' ? (
          <PriceField
            label="Amount off"
            hint="Up to $500."
            control={controlOf(form, formId, 'discount.cents', draft.amount, (current, amount) => ({ ...current, amount }))}
          />
        ) : null}
        <PriceField
          label="Maximum discount (optional)"
          hint="The most it takes off one order. Empty for no cap."
          control={controlOf(form, formId, 'maxDiscountCents', draft.maxDiscount, (current, maxDiscount) => ({ ...current, maxDiscount }))}
        />
      </div>
      <div className={styles.pair}>
        <PriceField
          label="Minimum subtotal (optional)"
          hint="Of the food, before any discount. Empty for none."
          control={controlOf(form, formId, 'minimumFoodCents', draft.minimum, (current, minimum) => ({ ...current, minimum }))}
        />
      </div>
    </FormSection>
  );
}

function TheLimits({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <FormSection
      id={`${formId}-limits-section`}
      title="How often"
      intro="Every order is signed in, so each limit holds for every customer, however many check out at once."
    >
      <div className={styles.pair}>
        <TextField
          label="Uses per customer (optional)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1"
          hint={`Up to ${offerLimits.usesPerCustomer.max}. Empty for no limit.`}
          control={controlOf(form, formId, 'usesPerCustomer', draft.usesPerCustomer, (current, usesPerCustomer) => ({ ...current, usesPerCustomer }))}
        />
        <TextField
          label="Uses in all (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint={`Up to ${offerLimits.totalUses.max.toLocaleString('en-US')}. Empty for no limit.`}
          control={controlOf(form, formId, 'totalUses', draft.totalUses, (current, totalUses) => ({ ...current, totalUses }))}
        />
      </div>
    </FormSection>
  );
}

function TheTimes({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <FormSection
      id={`${formId}-when-section`}
      title="When"
      intro={`Kitchen time (${business.address.city}). Days and hours are of the order’s time: a scheduled order counts by its slot.`}
    >
      <fieldset className={styles.moment}>
        <legend className={styles.legend}>Starts</legend>
        <TextField label="Date" type="date" control={controlOf(form, formId, 'validFrom', draft.fromDate, (current, fromDate) => ({ ...current, fromDate }))} />
        <TextField
          label="Time"
          type="time"
          control={controlOf(form, formId, 'validFrom.time', draft.fromTime, (current, fromTime) => ({ ...current, fromTime }))}
        />
      </fieldset>
      <fieldset className={styles.moment}>
        <legend className={styles.legend}>Ends (optional)</legend>
        <TextField
          label="Date"
          type="date"
          hint="Empty for no end."
          control={controlOf(form, formId, 'validTo', draft.toDate, (current, toDate) => ({ ...current, toDate }))}
        />
        <TextField
          label="Time"
          type="time"
          // No end date, no end time to choose.
          disabled={draft.toDate === ''}
          control={controlOf(form, formId, 'validTo.time', draft.toTime, (current, toTime) => ({ ...current, toTime }))}
        />
      </fieldset>
      <CheckboxGroup
        id={fieldId(formId, 'days')}
        legend="Days"
        compact
        options={dayOptions}
        selected={draft.days.map(String)}
        error={form.errors.days}
        onChange={(selected) => form.edit('days', (current) => ({ ...current, days: selected.map(Number) }))}
      />
      <CheckCard
        id={fieldId(formId, 'hours')}
        label="Only between certain hours"
        hint="A daily window: from the first time, up to (not including) the second."
        checked={draft.hoursOn}
        onChange={(hoursOn) => form.edit('hours', (current) => ({ ...current, hoursOn }))}
      />
      {draft.hoursOn ? (
        <div className={styles.pair}>
          <TextField
            label="From"
            type="time"
            control={controlOf(form, formId, 'hours.from', draft.hoursFrom, (current, hoursFrom) => ({ ...current, hoursFrom }))}
          />
          <TextField label="Until" type="time" control={controlOf(form, formId, 'hours.to', draft.hoursTo, (current, hoursTo) => ({ ...current, hoursTo }))} />
        </div>
      ) : null}
    </FormSection>
  );
}

/** The dishes an offer is for: chosen from the menu (hidden dishes too), each once, with its name as the menu has it. */
function DishScope({ form, formId }: SectionProps) {
  const menu = useQuery(menuEditorQueries.menu());
  const [choice, setChoice] = useState('');
  const chosen = form.draft.dishes;
  const selectId = fieldId(formId, 'scope.dishes');
  const error = form.errors['scope.dishes'];
  const full = chosen.length >= offerLimits.scopeDishes.max;
  const hint = full ? `At most ${offerLimits.scopeDishes.max} dishes.` : 'The discount is of these dishes only; the minimum is still of all the food.';
  const others: readonly OwnerMenuDish[] = (menu.data?.dishes ?? []).filter((dish) => !chosen.some((each) => each.dishId === dish.id));

  const setDishes = (change: (dishes: ScopeDish[]) => ScopeDish[]) => form.edit('scope.dishes', (current) => ({ ...current, dishes: change(current.dishes) }));
  const add = () => {
    const dish = others.find((each) => each.id === choice);
    if (!dish) return;
    setDishes((dishes) => [...dishes, { dishId: dish.id, name: dish.name }]);
    setChoice('');
  };

  return (
    <div className={styles.dishes}>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label="Dishes the offer is for">
          {chosen.map((dish) => (
            <li key={dish.dishId} className={styles.chip}>
              <span>{dish.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${dish.name}`}
                onClick={() => setDishes((dishes) => dishes.filter((each) => each.dishId !== dish.dishId))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>No dish chosen yet.</p>
      )}
      <div className={styles.addRow}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={selectId}>
            Add a dish
          </label>
          <select
            id={selectId}
            className={formStyles.input}
            value={choice}
            disabled={full || !menu.data}
            onChange={(event) => setChoice(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(selectId, { hint, error })}
          >
            <option value="">{menu.isError ? 'The menu could not be loaded' : menu.data ? 'Choose a dish' : 'Loading the menu…'}</option>
            {categoryOptions.map(({ value: category, label }) => {
              const dishes = others.filter((dish) => dish.category === category);
              return dishes.length > 0 ? (
                <optgroup key={category} label={label}>
                  {dishes.map((dish) => (
                    <option key={dish.id} value={dish.id}>
                      {dish.name}
                      {dish.hidden ? ' (hidden)' : ''}
                    </option>
                  ))}
                </optgroup>
              ) : null;
            })}
          </select>
        </div>
        <button type="button" className={styles.add} onClick={add} disabled={full || !choice} aria-label="Add the dish to the offer">
          <PlusIcon size={18} />
          <span>Add</span>
        </button>
      </div>
      <p id={`${selectId}-hint`} className={formStyles.hint}>
        {hint}
      </p>
      <FieldError id={selectId} error={error} />
    </div>
  );
}

function TheOrders({ form, formId }: SectionProps) {
  const { draft } = form;
  const freeDelivery = draft.discountKind === 'free-delivery';
  return (
    <FormSection id={`${formId}-orders-section`} title="Which orders" intro="An order must meet every one of these for the offer to apply.">
      <CheckboxGroup
        id={fieldId(formId, 'modes')}
        legend="Pickup or delivery"
        hint={freeDelivery ? 'Free delivery is for delivery orders only.' : undefined}
        options={modeOptions}
        selected={draft.modes}
        error={form.errors.modes}
        onChange={(modes) => form.edit('modes', (current) => ({ ...current, modes }))}
      />
      <SelectField
        label="Catering"
        options={cateringOptions}
        control={controlOf(form, formId, 'catering', draft.catering, (current, catering) => ({ ...current, catering: catering as OfferDraft['catering'] }))}
      />
      <CheckCard
        id={fieldId(formId, 'firstOrderOnly')}
        label="First orders only"
        hint="Only for a customer’s first order with the shop."
        checked={draft.firstOrderOnly}
        onChange={(firstOrderOnly) => form.edit('firstOrderOnly', (current) => ({ ...current, firstOrderOnly }))}
      />
      <FieldError id={fieldId(formId, 'firstOrderOnly')} error={form.errors.firstOrderOnly} />
      {freeDelivery ? (
        <p className={styles.note}>Free delivery is for the whole order, whatever food is in it.</p>
      ) : (
        <SelectField
          label="Of which food"
          options={scopeOptions}
          control={controlOf(form, formId, 'scope', draft.scopeKind, (current, scopeKind) => ({ ...current, scopeKind: scopeKind as OfferDraft['scopeKind'] }))}
        />
      )}
      {!freeDelivery && draft.scopeKind === 'categories' ? (
        <CheckboxGroup
          id={fieldId(formId, 'scope.categories')}
          legend="Categories"
          options={categoryOptions}
          selected={draft.categories}
          error={form.errors['scope.categories']}
          onChange={(categories) => form.edit('scope.categories', (current) => ({ ...current, categories }))}
        />
      ) : null}
      {!freeDelivery && draft.scopeKind === 'dishes' ? <DishScope form={form} formId={formId} /> : null}
    </FormSection>
  );
}

/**
 * `saved`: the offer as the server last answered (none for a new one, of `kind`); the form starts from it once (remount
 * it, by its key, to start again). `onSaved` takes the offer as stored.
 */
export function OfferForm({ saved, kind, onSaved }: { saved: StoredOffer | undefined; kind: OfferKind; onSaved: (offer: StoredOffer) => void }) {
  const formId = useId();
  const form = useOfferForm({ saved, kind, formId, onSaved });
  return (
    <SettingsFormFrame
      form={form}
      label={saved ? `Offer ${offerName(saved)}` : 'New offer'}
      save={{ submitLabel: saved ? 'Save the offer' : form.draft.kind === 'code' ? 'Add the code' : 'Add the offer', savedTitle: '', savedText: '' }}
    >
      <InWords form={form} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <TheOffer form={form} formId={formId} />
          <TheDiscount form={form} formId={formId} />
          <TheLimits form={form} formId={formId} />
        </div>
        <div className={styles.column}>
          <TheTimes form={form} formId={formId} />
          <TheOrders form={form} formId={formId} />
        </div>
      </div>
    </SettingsFormFrame>
  );
}
