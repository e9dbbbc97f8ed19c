/**
 * The menu editor's dish form (POST or PUT of the whole dish): name, category, description, tips,
 * included ingredients, sizes and extras on the left; on the shop (hidden, featured, can be spicy,
 * sold out today), the photo, allergens and diet labels, and companions on the right (one column
 * below 1200 px). Checked with the shared schema before sending; the server's messages show under
 * their fields; Save stays at the bottom of the window.
 */
import { allergens, allergenWords, crossContactNote, dietLabels, dietLabelWords, type Allergen, type DietLabel } from '@functions/catalogue/contract/allergens';
import { menuLimits, type OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { useId, useState, type ReactNode } from 'react';
import { FormAlert, SubmitButton, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { CloseIcon } from '../../../components/icons.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import type { Relation } from '../hooks/dish-draft.ts';
import { categories } from '../hooks/menu-words.ts';
import { fieldId } from '../../../components/form/draft-form.ts';
import { useDishForm, type DishForm as Form } from '../hooks/use-dish-form.ts';
import { CheckboxGroup, describedBy, FieldError } from '../../../components/form/checkbox-group.tsx';
import { CheckboxField, controlOf, SelectField, TextAreaField } from './dish-fields.tsx';
import { ExtrasList, IngredientsList, Section, SizesList, TipsList } from './dish-form-lists.tsx';
import { SoldOutSelect } from './sold-out-select.tsx';
import styles from './dish-form.module.scss';

type SectionProps = { form: Form; formId: string };

function Basics({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <Section id={`${formId}-basics-title`} title="The dish">
      <TextField
        label="Name"
        maxLength={menuLimits.name}
        hint="As the menu shows it; its page’s address is made from it."
        control={controlOf(form, formId, 'name', draft.name, (current, name) => ({ ...current, name }))}
      />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={categories.map(({ category, option }) => ({ value: category, label: option }))}
        control={controlOf(form, formId, 'category', draft.category, (current, category) => ({ ...current, category: category as typeof current.category }))}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={menuLimits.description}
        hint={`${draft.description.trim().length} of ${menuLimits.description} characters.`}
        control={controlOf(form, formId, 'description', draft.description, (current, description) => ({ ...current, description }))}
      />
    </Section>
  );
}

function OnTheShop({ form, formId, saved }: SectionProps & { saved: OwnerMenuDish | undefined }) {
  const { draft } = form;
  const flag = (name: 'hidden' | 'featured' | 'canBeSpicy') => ({
    id: fieldId(formId, name),
    checked: draft[name],
    onChange: (checked: boolean) => form.edit(name, (current) => ({ ...current, [name]: checked })),
  });
  return (
    <Section id={`${formId}-shop-title`} title="On the shop">
      <div className={styles.flags}>
        <CheckboxField {...flag('hidden')} label="Hidden" hint="Off the shop’s menu, pages and search, and cannot be ordered; still listed here." />
        <CheckboxField {...flag('featured')} label="Featured" hint="In the carousel at the top of the menu." />
        <CheckboxField {...flag('canBeSpicy')} label="Can be spicy" hint="The customer chooses a spice level." />
      </div>
      {saved ? (
        <div className={styles.dishSoldOut}>
          <SoldOutSelect dishId={saved.id} soldOut={saved.soldOut} label="Availability" />
          <p className={styles.sectionIntro}>Changes at once, without Save.</p>
        </div>
      ) : null}
    </Section>
  );
}

function AllergensAndDiet({ form, formId }: SectionProps) {
  const { draft } = form;
  return (
    <Section id={`${formId}-allergens-title`} title="Allergens and diet" intro={crossContactNote}>
      <CheckboxGroup<Allergen>
        id={fieldId(formId, 'allergens')}
        legend="The dish contains"
        options={allergens.map((value) => ({ value, label: allergenWords[value] }))}
        selected={draft.allergens}
        error={form.errors.allergens}
        onChange={(selected) => form.edit('allergens', (current) => ({ ...current, allergens: selected }))}
      />
      <CheckboxGroup<DietLabel>
        id={fieldId(formId, 'dietLabels')}
        legend="It suits"
        options={dietLabels.map((value) => ({ value, label: dietLabelWords[value] }))}
        selected={draft.dietLabels}
        error={form.errors.dietLabels}
        onChange={(selected) => form.edit('dietLabels', (current) => ({ ...current, dietLabels: selected }))}
      />
    </Section>
  );
}

const relationWords: Record<Relation, { legend: string; hint: string; add: string }> = {
  goesWith: { legend: 'Goes well with', hint: 'Offered on its page to add alongside (sides, sauces, drinks).', add: 'Add a dish that goes with it' },
  similar: { legend: 'Similar dishes', hint: 'Suggested on its page as alternatives.', add: 'Add a similar dish' },
};

function CompanionPicker({ form, formId, relation, others }: SectionProps & { relation: Relation; others: readonly OwnerMenuDish[] }) {
  const words = relationWords[relation];
  const chosen = form.draft[relation];
  const [choice, setChoice] = useState('');
  const selectId = fieldId(formId, relation);
  const nameOf = (id: string) => others.find((dish) => dish.id === id)?.name ?? id;
  const full = chosen.length >= menuLimits.companions;
  const itemErrors = chosen.flatMap((id, index) => {
    const error = form.errors[`${relation}.${index}`];
    return error ? [`${nameOf(id)}: ${error}`] : [];
  });
  const error = [form.errors[relation], ...itemErrors].filter(Boolean).join(' ') || undefined;
  const hint = full ? `${words.hint} At most ${menuLimits.companions}.` : words.hint;

  const add = () => {
    if (!choice || chosen.includes(choice)) return;
    form.edit(relation, (current) => ({ ...current, [relation]: [...current[relation], choice] }));
    setChoice('');
  };

  return (
    <fieldset className={styles.companions}>
      <legend className={styles.legend}>{words.legend}</legend>
      <p id={`${selectId}-hint`} className={styles.groupHint}>
        {hint}
      </p>
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={words.legend}>
          {chosen.map((id, index) => (
            <li key={id} className={styles.chip} data-invalid={form.errors[`${relation}.${index}`] ? true : undefined}>
              <span>{nameOf(id)}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${nameOf(id)} from ${words.legend.toLowerCase()}`}
                onClick={() => form.edit(relation, (current) => ({ ...current, [relation]: current[relation].filter((other) => other !== id) }))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>None chosen.</p>
      )}
      <div className={styles.addRow}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={selectId}>
            {words.add}
          </label>
          <select
            id={selectId}
            className={`${formStyles.input} ${styles.select}`}
            value={choice}
            disabled={full}
            onChange={(event) => setChoice(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(selectId, { hint, error })}
          >
            <option value="">Choose a dish</option>
            {categories.map(({ category, title }) => {
              const dishes = others.filter((dish) => dish.category === category && !chosen.includes(dish.id));
              return dishes.length > 0 ? (
                <optgroup key={category} label={title}>
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
        <button type="button" className={styles.add} onClick={add} disabled={full || !choice} aria-label={`Add to ${words.legend.toLowerCase()}`}>
          <PlusIcon size={18} />
          <span>Add</span>
        </button>
      </div>
      <FieldError id={selectId} error={error} />
    </fieldset>
  );
}

function Companions({ form, formId, others }: SectionProps & { others: readonly OwnerMenuDish[] }) {
  return (
    <Section id={`${formId}-companions-title`} title="Companions">
      <CompanionPicker form={form} formId={formId} relation="goesWith" others={others} />
      <hr className={styles.divider} />
      <CompanionPicker form={form} formId={formId} relation="similar" others={others} />
    </Section>
  );
}

export function DishForm({
  saved,
  menu,
  savedBefore,
  onCreated,
  photo,
}: {
  /** The dish as saved; none for a new dish. */
  saved: OwnerMenuDish | undefined;
  /** Every dish of the menu (the companions are chosen from the others). */
  menu: readonly OwnerMenuDish[];
  savedBefore?: boolean;
  onCreated: (dish: OwnerMenuDish) => void;
  /** The photo section's content (the dish's photos and their tools, features/menu-photos), when the screen has one. */
  photo?: ReactNode;
}) {
  const formId = useId();
  const form = useDishForm({ saved, formId, savedBefore, onCreated });
  const others = menu.filter((dish) => dish.id !== saved?.id);
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={saved ? `Edit ${saved.name}` : 'New dish'}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <Basics form={form} formId={formId} />
          <SizesList form={form} formId={formId} />
          <ExtrasList form={form} formId={formId} saved={saved} />
          <IngredientsList form={form} formId={formId} />
          <TipsList form={form} formId={formId} />
        </div>
        <div className={styles.column}>
          <OnTheShop form={form} formId={formId} saved={saved} />
          {photo ? (
            <Section id={`${formId}-photo-title`} title="Photos">
              {photo}
            </Section>
          ) : null}
          <AllergensAndDiet form={form} formId={formId} />
          <Companions form={form} formId={formId} others={others} />
        </div>
      </div>
      <div className={styles.saveBar}>
        <FormRefusal error={form.saveError} aboutFields={form.refusalAboutFields} onReload={form.reload} reloading={form.reloading} />
        {form.justSaved ? <FormAlert tone="success">Saved: the shop shows it now.</FormAlert> : null}
        <div className={styles.saveRow}>
          <SubmitButton pending={form.saving} pendingLabel="Saving…">
            {saved ? 'Save changes' : 'Add the dish'}
          </SubmitButton>
          <p className={styles.saveHint} aria-live="polite">
            {form.changed ? 'You have unsaved changes.' : form.justSaved ? '' : saved ? 'Everything here is saved.' : ''}
          </p>
        </div>
      </div>
    </form>
  );
}
