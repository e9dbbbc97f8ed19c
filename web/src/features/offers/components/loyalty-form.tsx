/**
 * The owner's loyalty settings (docs/business-rules.md#points-in-the-table), saved with one Save over the version read
 * (PUT /owner/loyalty; Reload after a 409): points per whole dollar of food, the months points last without an order
 * (empty: never), and up to ten rewards, each a name, its points, and dollars off the food or one dish free, picked
 * from the menu editor's dishes (hidden ones too). The server judges every bound; its messages show under the fields.
 */
import { loyaltyLimits, type OwnerLoyaltyAnswer } from '@functions/offers/contract/offers';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { menuEditorQueries } from '../../../api/menu-editor.ts';
import { draftControl as controlOf, fieldId } from '../../../components/form/draft-form.ts';
import { AddRowButton, FormSection, ListError, RemoveRowButton, SettingsFormFrame } from '../../../components/form/draft-form-parts.tsx';
import { SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { PriceField } from '../../../components/form/price-field.tsx';
import { maxRewards, type RewardDraft, type RewardKind } from '../hooks/loyalty-draft.ts';
import { categoryOptions } from '../hooks/offer-words.ts';
import { useLoyaltyForm } from '../hooks/use-loyalty-form.ts';
import styles from './loyalty-form.module.scss';

type Form = ReturnType<typeof useLoyaltyForm>;

const rewardKindOptions: readonly { value: RewardKind; label: string }[] = [
  { value: 'amount', label: 'Dollars off the food' },
  { value: 'dish', label: 'A free dish' },
];

function Earning({ form, formId }: { form: Form; formId: string }) {
  const { draft } = form;
  return (
    <FormSection
      id={`${formId}-earning`}
      title="Earning"
      intro="Points are earned on the food (never the tip, tax or delivery fee) when an order is completed, and show as pending until then."
    >
      <div className={styles.pair}>
        <TextField
          label="Points per dollar"
          inputMode="numeric"
          autoComplete="off"
          hint={`${loyaltyLimits.pointsPerDollar.min} to ${loyaltyLimits.pointsPerDollar.max}, for each whole dollar of food.`}
          control={controlOf(form, formId, 'pointsPerDollar', draft.pointsPerDollar, (current, pointsPerDollar) => ({ ...current, pointsPerDollar }))}
        />
        <TextField
          label="Points expire after (months)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Never"
          hint={`${loyaltyLimits.expiryMonths.min} to ${loyaltyLimits.expiryMonths.max} months without a completed order, oldest first. Empty: never.`}
          control={controlOf(form, formId, 'expiryMonths', draft.expiryMonths, (current, expiryMonths) => ({ ...current, expiryMonths }))}
        />
      </div>
    </FormSection>
  );
}

function RewardRow({ form, formId, row, index, dishOptions }: { form: Form; formId: string; row: RewardDraft; index: number; dishOptions: DishOptions }) {
  const path = `rewards.${index}`;
  const change = (current: typeof form.draft, patch: Partial<RewardDraft>) => ({
    ...current,
    rewards: current.rewards.map((each) => (each.key === row.key ? { ...each, ...patch } : each)),
  });
  const label = row.name.trim() || `Reward ${index + 1}`;
  return (
    <li className={styles.reward}>
      <fieldset className={styles.rewardFields}>
        <legend className={styles.legend}>Reward {index + 1}</legend>
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={loyaltyLimits.rewardNameMax}
          placeholder="e.g. $5 off"
          hint="What the customer reads."
          control={controlOf(form, formId, `${path}.name`, row.name, (current, name) => change(current, { name }))}
        />
        <TextField
          label="Points"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 250"
          control={controlOf(form, formId, `${path}.points`, row.points, (current, points) => change(current, { points }))}
        />
        <SelectField
          label="Reward"
          options={rewardKindOptions}
          control={controlOf(form, formId, `${path}.kind`, row.kind, (current, kind) => change(current, { kind: kind as RewardKind }))}
        />
        {row.kind === 'amount' ? (
          <PriceField
            label="Amount off"
            hint="Of the food, up to $500."
            control={controlOf(form, formId, `${path}.cents`, row.amount, (current, amount) => change(current, { amount }))}
          />
        ) : (
          <SelectField
            label="Dish"
            options={dishOptions.options(row.dishId)}
            hint={dishOptions.hint}
            disabled={!dishOptions.ready}
            control={controlOf(form, formId, `${path}.dishId`, row.dishId, (current, dishId) => change(current, { dishId }))}
          />
        )}
      </fieldset>
      <RemoveRowButton label={`Remove ${label}`} onClick={() => form.removeReward(row.key)} />
    </li>
  );
}

type DishOptions = { ready: boolean; hint: string | undefined; options: (chosen: string) => { value: string; label: string }[] };

/** The menu editor's dishes as a dish reward's choices, by category; a chosen dish no longer on the menu stays choosable. */
function useDishOptions(): DishOptions {
  const menu = useQuery(menuEditorQueries.menu());
  const dishes = menu.data?.dishes ?? [];
  const sorted = categoryOptions.flatMap(({ value: category, label }) =>
    dishes.filter((dish) => dish.category === category).map((dish) => ({ value: dish.id, label: `${dish.name}${dish.hidden ? ' (hidden)' : ''} · ${label}` })),
  );
  return {
    ready: menu.isSuccess,
    hint: menu.isError ? 'The menu could not be loaded: reload the page to choose a dish.' : undefined,
    options: (chosen) => [
      { value: '', label: menu.data ? 'Choose a dish' : 'Loading the menu…' },
      ...(chosen !== '' && !sorted.some((option) => option.value === chosen) ? [{ value: chosen, label: `${chosen} (not on the menu)` }] : []),
      ...sorted,
    ],
  };
}

function Rewards({ form, formId }: { form: Form; formId: string }) {
  const rows = form.draft.rewards;
  const dishOptions = useDishOptions();
  return (
    <FormSection
      id={`${formId}-rewards`}
      title="Rewards"
      intro={`Up to ${maxRewards}: dollars off the food, or one dish free. Customers see each in their account, with how far their points go towards it.`}
    >
      {rows.length === 0 ? <p className={styles.empty}>No rewards yet: points are earned and kept, but there is nothing to spend them on.</p> : null}
      {rows.length > 0 ? (
        <ul className={styles.rewards} aria-label="Rewards">
          {rows.map((row, index) => (
            <RewardRow key={row.key} form={form} formId={formId} row={row} index={index} dishOptions={dishOptions} />
          ))}
        </ul>
      ) : null}
      <ListError error={form.errors.rewards} />
      <AddRowButton id={fieldId(formId, 'rewards')} label="Add a reward" onClick={form.addReward} disabled={rows.length >= maxRewards} />
    </FormSection>
  );
}

/** `saved`: GET /owner/loyalty's answer; the form starts from it once (remount it, by its key, to start again). */
export function LoyaltyForm({ saved }: { saved: OwnerLoyaltyAnswer }) {
  const formId = useId();
  const form = useLoyaltyForm(saved, formId);
  return (
    <SettingsFormFrame
      form={form}
      label="Loyalty points"
      save={{
        submitLabel: saved.settings ? 'Save loyalty settings' : 'Start loyalty points',
        savedTitle: 'Loyalty settings saved',
        savedText: 'Orders completed from now on earn points at this rate.',
      }}
    >
      {saved.settings ? null : <p className={styles.note}>No points are earned until you save these settings for the first time.</p>}
      <Earning form={form} formId={formId} />
      <Rewards form={form} formId={formId} />
    </SettingsFormFrame>
  );
}
