/**
 * The dish form's lists: tips (rows of text), included ingredients (a customer may remove them; added
 * one at a time), sizes with their prices in dollars, and extras with prices, allergens and, for an
 * extra the menu already has, its own sold-out switch. Removing a row clears the list's server
 * messages, which name rows by place.
 */
import { allergens, allergenWords, type Allergen } from '@functions/catalogue/contract/allergens';
import { menuLimits, type OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { sizeOrder } from '@functions/catalogue/contract/pricing';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '../../../components/form/form-fields.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { CloseIcon } from '../../../components/icons.tsx';
import { PlusIcon, TrashIcon } from '../../../components/screen-icons.tsx';
import { newExtraDraft, newSizeDraft, rowKey, type DishDraft, type ExtraDraft, type SizeDraft } from '../hooks/dish-draft.ts';
import { sizeWords } from '../hooks/menu-words.ts';
import { fieldId } from '../../../components/form/draft-form.ts';
import type { DishForm } from '../hooks/use-dish-form.ts';
import { PriceField } from '../../../components/form/price-field.tsx';
import { CheckboxGroup, describedBy, FieldError } from '../../../components/form/checkbox-group.tsx';
import { CheckboxField, controlOf, SelectField, TextAreaField } from './dish-fields.tsx';
import { SoldOutSelect } from './sold-out-select.tsx';
import styles from './dish-form.module.scss';

type ListProps = { form: DishForm; formId: string };

export function Section({ id, title, intro, children, aside }: { id: string; title: string; intro?: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** The list's Add button carries the list's id, so the keyboard lands on it for the list's own message. */
function AddButton({ id, label, onClick, disabled, error }: { id: string; label: string; onClick: () => void; disabled?: boolean; error?: string }) {
  return (
    <div>
      <button id={id} type="button" className={styles.add} onClick={onClick} disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
        <PlusIcon size={18} />
        <span>{label}</span>
      </button>
    </div>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.remove} onClick={onClick} aria-label={label}>
      <TrashIcon size={18} />
      <span className={styles.removeText}>Remove</span>
    </button>
  );
}

/** A list's own message (too many, none at all), under its Add button, which carries the list's id. */
function ListError({ form, formId, path }: ListProps & { path: string }) {
  return <FieldError id={fieldId(formId, path)} error={form.errors[path]} />;
}

export function TipsList({ form, formId }: ListProps) {
  const { tips } = form.draft;
  const add = () => {
    form.edit('tips', (current) => ({ ...current, tips: [...current.tips, { key: rowKey(), text: '' }] }));
    form.focusSoon(`tips.${tips.length}`);
  };
  return (
    <Section
      id={`${formId}-tips-title`}
      title="Kitchen tips"
      intro={`Shown on the dish’s page: how to enjoy it, keep it or reheat it. Up to ${menuLimits.tips.count}.`}
    >
      {tips.length > 0 ? (
        <ol className={styles.rows}>
          {tips.map((tip, index) => (
            <li key={tip.key} className={styles.tipRow}>
              <TextAreaField
                label={`Tip ${index + 1}`}
                rows={2}
                maxLength={menuLimits.tips.length}
                control={controlOf(form, formId, `tips.${index}`, tip.text, (current, text) => ({
                  ...current,
                  tips: current.tips.map((entry) => (entry.key === tip.key ? { ...entry, text } : entry)),
                }))}
              />
              <RemoveButton
                label={`Remove tip ${index + 1}`}
                onClick={() => form.edit('tips', (current) => ({ ...current, tips: current.tips.filter((entry) => entry.key !== tip.key) }))}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No tips yet.</p>
      )}
      <AddButton id={fieldId(formId, 'tips')} error={form.errors.tips} label="Add a tip" onClick={add} disabled={tips.length >= menuLimits.tips.count} />
      <ListError form={form} formId={formId} path="tips" />
    </Section>
  );
}

export function IngredientsList({ form, formId }: ListProps) {
  const { includedIngredients } = form.draft;
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const inputId = fieldId(formId, 'includedIngredients');
  const full = includedIngredients.length >= menuLimits.includedIngredients.count;
  const itemErrors = includedIngredients.flatMap((name, index) => {
    const error = form.errors[`includedIngredients.${index}`];
    return error ? [`${name}: ${error}`] : [];
  });
  const error = typedError ?? form.errors.includedIngredients ?? (itemErrors.length > 0 ? itemErrors.join(' ') : undefined);

  const add = () => {
    const name = typed.trim().replace(/\s+/g, ' ');
    if (name === '') return setTypedError('Type an ingredient first');
    if (name.length > menuLimits.includedIngredients.length) return setTypedError(`At most ${menuLimits.includedIngredients.length} characters`);
    if (includedIngredients.some((existing) => existing.toLowerCase() === name.toLowerCase())) return setTypedError(`${name} is already listed`);
    form.edit('includedIngredients', (current) => ({ ...current, includedIngredients: [...current.includedIngredients, name] }));
    setTyped('');
    setTypedError(undefined);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the ingredient rather than saving the dish.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Section
      id={`${formId}-ingredients-title`}
      title="Included ingredients"
      intro="What the dish comes with. A customer may ask for any of them to be left out."
    >
      {includedIngredients.length > 0 ? (
        <ul className={styles.chips} aria-label="Included ingredients">
          {includedIngredients.map((name, index) => (
            <li key={name} className={styles.chip} data-invalid={form.errors[`includedIngredients.${index}`] ? true : undefined}>
              <span>{name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${name}`}
                onClick={() =>
                  form.edit('includedIngredients', (current) => ({
                    ...current,
                    includedIngredients: current.includedIngredients.filter((_, at) => at !== index),
                  }))
                }
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No ingredients listed yet.</p>
      )}
      <div className={styles.addRow}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={inputId}>
            Add an ingredient
          </label>
          <input
            id={inputId}
            className={formStyles.input}
            value={typed}
            maxLength={menuLimits.includedIngredients.length + 10}
            disabled={full}
            placeholder="e.g. Scotch bonnet"
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(undefined);
            }}
            onKeyDown={onKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, { hint: full ? 'full' : undefined, error })}
          />
          {full ? (
            <p id={`${inputId}-hint`} className={formStyles.hint}>
              The dish lists the most ingredients it can ({menuLimits.includedIngredients.count}).
            </p>
          ) : null}
        </div>
        <button type="button" className={styles.add} onClick={add} disabled={full}>
          <PlusIcon size={18} />
          <span>Add</span>
        </button>
      </div>
      <FieldError id={inputId} error={error} />
    </Section>
  );
}

function SizeRow({ form, formId, size, index }: ListProps & { size: SizeDraft; index: number }) {
  const path = `sizes.${index}`;
  const setSize = (change: Partial<SizeDraft>) => (current: DishDraft) => ({
    ...current,
    sizes: current.sizes.map((entry) => (entry.key === size.key ? { ...entry, ...change } : entry)),
  });
  const taken = form.draft.sizes.filter((entry) => entry.key !== size.key).map((entry) => entry.size);
  const only = form.draft.sizes.length === 1;
  return (
    <li className={styles.sizeRow}>
      <fieldset className={styles.rowFieldset}>
        <legend className="visually-hidden">{`${sizeWords[size.size]} size`}</legend>
        <SelectField
          label="Size"
          options={sizeOrder.map((value) => ({ value, label: sizeWords[value], disabled: taken.includes(value) }))}
          control={controlOf(form, formId, `${path}.size`, size.size, (current, value) => setSize({ size: value as SizeDraft['size'] })(current))}
        />
        <PriceField label="Price" control={controlOf(form, formId, `${path}.price`, size.price, (current, price) => setSize({ price })(current))} />
        <TextField
          label="What it holds"
          maxLength={menuLimits.amount}
          placeholder="e.g. 16 oz bowl"
          control={controlOf(form, formId, `${path}.amount`, size.amount, (current, amount) => setSize({ amount })(current))}
        />
        <CheckboxField
          id={fieldId(formId, `${path}.catering`)}
          label="Catering tray"
          checked={size.catering}
          onChange={(catering) => form.edit(`${path}.catering`, setSize({ catering }))}
        />
        {only ? null : (
          <RemoveButton
            label={`Remove the ${sizeWords[size.size].toLowerCase()} size`}
            onClick={() => form.edit('sizes', (current) => ({ ...current, sizes: current.sizes.filter((entry) => entry.key !== size.key) }))}
          />
        )}
      </fieldset>
    </li>
  );
}

export function SizesList({ form, formId }: ListProps) {
  const { sizes } = form.draft;
  const add = () => {
    form.edit('sizes', (current) => ({ ...current, sizes: [...current.sizes, newSizeDraft(current.sizes.map((size) => size.size))] }));
    form.focusSoon(`sizes.${sizes.length}.price`);
  };
  return (
    <Section
      id={`${formId}-sizes-title`}
      title="Sizes and prices"
      intro="Each size once, priced in dollars (above $0), with what it holds. A catering tray is ordered ahead under the catering terms."
    >
      <ol className={styles.rows}>
        {sizes.map((size, index) => (
          <SizeRow key={size.key} form={form} formId={formId} size={size} index={index} />
        ))}
      </ol>
      <AddButton id={fieldId(formId, 'sizes')} error={form.errors.sizes} label="Add a size" onClick={add} disabled={sizes.length >= menuLimits.sizes} />
      <ListError form={form} formId={formId} path="sizes" />
    </Section>
  );
}

const allergenOptions = allergens.map((value) => ({ value, label: allergenWords[value] }));

function ExtraRow({ form, formId, extra, index, saved }: ListProps & { extra: ExtraDraft; index: number; saved: OwnerMenuDish | undefined }) {
  const path = `extras.${index}`;
  const setExtra = (change: Partial<ExtraDraft>) => (current: DishDraft) => ({
    ...current,
    extras: current.extras.map((entry) => (entry.key === extra.key ? { ...entry, ...change } : entry)),
  });
  const savedExtra = extra.id && saved ? saved.extras.find((candidate) => candidate.id === extra.id) : undefined;
  const name = extra.ingredient.trim() || `Extra ${index + 1}`;
  return (
    <li className={styles.extraRow}>
      <fieldset className={styles.rowFieldset}>
        <legend className="visually-hidden">{name}</legend>
        <div className={styles.extraFields}>
          <TextField
            label="Extra"
            maxLength={menuLimits.includedIngredients.length}
            placeholder="e.g. Fried plantain"
            control={controlOf(form, formId, `${path}.ingredient`, extra.ingredient, (current, ingredient) => setExtra({ ingredient })(current))}
          />
          <PriceField
            label="Price"
            hint="0 when free"
            control={controlOf(form, formId, `${path}.price`, extra.price, (current, price) => setExtra({ price })(current))}
          />
        </div>
        <CheckboxGroup<Allergen>
          id={fieldId(formId, `${path}.allergens`)}
          legend={`Allergens in ${name}`}
          options={allergenOptions}
          selected={extra.allergens}
          error={form.errors[`${path}.allergens`]}
          onChange={(selected) => form.edit(`${path}.allergens`, setExtra({ allergens: selected }))}
          compact
        />
        {savedExtra && saved ? (
          <div className={styles.extraSoldOut}>
            <SoldOutSelect dishId={saved.id} extraId={savedExtra.id} soldOut={savedExtra.soldOut} label="Availability" />
          </div>
        ) : extra.id ? null : (
          <p className={styles.extraNote}>Its sold-out switch appears once the dish is saved.</p>
        )}
      </fieldset>
      <RemoveButton
        label={`Remove ${name}`}
        onClick={() => form.edit('extras', (current) => ({ ...current, extras: current.extras.filter((entry) => entry.key !== extra.key) }))}
      />
    </li>
  );
}

export function ExtrasList({ form, formId, saved }: ListProps & { saved: OwnerMenuDish | undefined }) {
  const { extras } = form.draft;
  const add = () => {
    form.edit('extras', (current) => ({ ...current, extras: [...current.extras, newExtraDraft()] }));
    form.focusSoon(`extras.${extras.length}.ingredient`);
  };
  return (
    <Section
      id={`${formId}-extras-title`}
      title="Extras"
      intro={`Add-ons a customer may choose, each with its price and allergens. Up to ${menuLimits.extras}. A sold-out switch changes at once, without Save.`}
    >
      {extras.length > 0 ? (
        <ol className={styles.rows}>
          {extras.map((extra, index) => (
            <ExtraRow key={extra.key} form={form} formId={formId} extra={extra} index={index} saved={saved} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No extras.</p>
      )}
      <AddButton id={fieldId(formId, 'extras')} error={form.errors.extras} label="Add an extra" onClick={add} disabled={extras.length >= menuLimits.extras} />
      <ListError form={form} formId={formId} path="extras" />
    </Section>
  );
}
