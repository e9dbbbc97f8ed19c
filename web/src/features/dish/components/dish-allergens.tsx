/**
 * The dish page's allergens (docs/business-rules.md#allergens-and-diet-labels): what the dish
 * contains, what the extras ticked so far add (naming them), its diet labels as served and those the
 * extras break, and the kitchen's cross-contact note. It follows the extras as they are ticked.
 */
import { allergenWords, crossContactNote, dietLabelWords } from '@functions/catalogue/contract/allergen-words';
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { useId } from 'react';
import { DietLabelChips } from '../../../components/diet-labels.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { chosenAllergens, dietLabelsWithExtras } from '../../../lib/allergens.ts';
import styles from './dish-allergens.module.scss';

type DishAllergensProps = {
  dish: Pick<Dish, 'allergens' | 'dietLabels' | 'ingredients'>;
  /** The main dish's extras ticked so far, by id. */
  chosenExtraIds: readonly string[];
};

export function DishAllergens({ dish, chosenExtraIds }: DishAllergensProps) {
  const headingId = useId();
  const chosenExtras = dish.ingredients.filter((extra) => chosenExtraIds.includes(extra.id));
  const contained = chosenAllergens(dish.allergens, chosenExtras);
  const diet = dietLabelsWithExtras(dish.dietLabels, chosenExtras);
  return (
    <section className={styles.allergens} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Allergens
      </h2>
      {contained.length === 0 ? (
        <p>{chosenExtras.length > 0 ? 'No major allergens are listed for this dish or your extras.' : 'No major allergens are listed for this dish.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Contains">
          {contained.map(({ allergen, fromExtras }) => (
            <li key={allergen}>
              <strong>{allergenWords[allergen]}</strong>
              {fromExtras.length > 0 ? (
                <span className={styles.source}>
                  {' '}
                  from your extra{fromExtras.length > 1 ? 's' : ''}: {fromExtras.join(', ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {diet.kept.length > 0 || diet.broken.length > 0 ? (
        <div className={styles.diet}>
          <DietLabelChips labels={diet.kept} />
          {diet.broken.map(({ labels, extras }) => (
            <p key={labels.join()} className={styles.dietNote}>
              Not {labels.map((label) => dietLabelWords[label].toLowerCase()).join(' or ')} with {extras.join(', ')}.
            </p>
          ))}
          {chosenExtras.length > 0 ? <p className={styles.dietNote}>Diet labels are for the dish as served; extras can change them.</p> : null}
        </div>
      ) : null}
      <p className={styles.note}>
        <AlertIcon size={18} />
        <span>{crossContactNote}</span>
      </p>
    </section>
  );
}
