/**
 * The controls of the customisation panel, shared by the main dish and its companions: the size
 * (a radio group), the spice level (a radio group, 0–3), included ingredients that can be left out
 * and paid add-ons (checkboxes). Each group is a fieldset whose legend names it.
 */
import type { OptionalIngredient } from '@functions/catalogue/contract/catalogue';
import { spiceLevels, type SpiceLevel } from '@functions/catalogue/contract/pricing';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { capitalise, Flames, sizeAbbreviations, spiceLabels } from '../../../components/spice-level.tsx';
import { allergenSentence } from '../../../lib/allergens.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import type { SizeOption } from '../hooks/use-draft-summary.ts';
import styles from './dish-choices.module.scss';

type GroupProps = {
  /** The legend's content, e.g. <h3>Sizes</h3>, or 'Size' with the companion's name for screen readers. */
  legend: ReactNode;
  /** Radio groups need a name of their own on the page. */
  name: string;
  compact?: boolean;
};

export function SizeChoice({
  legend,
  name,
  options,
  value,
  onChange,
  compact = false,
}: GroupProps & { options: readonly SizeOption[]; value: string | undefined; onChange: (sizeId: string) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.sizesCompact : styles.sizes}>
        {options.map((option) => (
          <label key={option.id} className={styles.size}>
            <input
              type="radio"
              className={styles.hiddenInput}
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
            />
            <span className={styles.sizeBadge} aria-hidden="true">
              {sizeAbbreviations[option.size]}
            </span>
            <span className={styles.sizeText}>
              <span className={styles.sizeName}>
                {capitalise(option.size)}
                {option.catering ? <span className={styles.tag}>Catering</span> : null}
              </span>
              <span className={styles.sizeAmount}>{option.amount}</span>
            </span>
            <span className={styles.sizePrice}>{formatUsd(option.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SpiceChoice({ legend, name, value, onChange, compact = false }: GroupProps & { value: SpiceLevel; onChange: (level: SpiceLevel) => void }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.spicesCompact : styles.spices}>
        {spiceLevels.map((level) => (
          <label key={level} className={styles.spice} data-level={level}>
            <input type="radio" className={styles.hiddenInput} name={name} value={level} checked={level === value} onChange={() => onChange(level)} />
            <Flames level={level} size={compact ? 16 : 20} />
            <span className={styles.spiceLabel}>{spiceLabels[level]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Included ingredients: checked means it comes with the dish; untick to leave it out. */
export function IncludedIngredientsChoice({
  legend,
  ingredients,
  removed,
  onToggle,
}: {
  legend: ReactNode;
  ingredients: readonly string[];
  removed: readonly string[];
  onToggle: (ingredient: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>Untick anything you’d rather leave out. It doesn’t change the price.</p>
      <div className={styles.chips}>
        {ingredients.map((ingredient) => {
          const included = !removed.includes(ingredient);
          return (
            <label key={ingredient} className={styles.chip}>
              <input type="checkbox" className={styles.hiddenInput} checked={included} onChange={() => onToggle(ingredient)} />
              <span className={styles.chipBox} aria-hidden="true">
                <CheckIcon size={14} />
              </span>
              <span className={styles.chipText}>{ingredient}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Paid add-ons, each with its price ('+$1.50') and what it contains ('Contains eggs'): shown under
 * its name and read as the checkbox's description, so its name stays 'Fried egg +$1.50'.
 */
export function OptionalIngredientsChoice({
  legend,
  ingredients,
  chosen,
  onToggle,
}: {
  legend: ReactNode;
  ingredients: readonly (OptionalIngredient & { soldOut?: boolean })[];
  chosen: readonly string[];
  onToggle: (ingredientId: string) => void;
}) {
  const hintIds = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.extras}>
        {ingredients.map((extra, index) => {
          const hintId = `${hintIds}-${index}`;
          const contains = extra.allergens.length > 0 ? `Contains ${allergenSentence(extra.allergens, 'and')}` : undefined;
          // A sold-out extra cannot be chosen (one already ticked can still be taken off).
          const soldOut = extra.soldOut === true && !chosen.includes(extra.id);
          return (
            <label key={extra.id} className={styles.extra} data-sold-out={soldOut || undefined}>
              <input
                type="checkbox"
                className={styles.hiddenInput}
                checked={chosen.includes(extra.id)}
                onChange={() => onToggle(extra.id)}
                disabled={soldOut}
                aria-describedby={contains ? hintId : undefined}
              />
              <span className={styles.extraBox} aria-hidden="true">
                <CheckIcon size={14} />
              </span>
              <span className={styles.extraName}>
                {extra.ingredient}
                {contains ? (
                  <span id={hintId} className={styles.extraAllergens} aria-hidden="true">
                    {contains}
                  </span>
                ) : null}
              </span>
              <span className={styles.extraPrice}>{soldOut ? 'Sold out' : `+${formatUsd(extra.price)}`}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
