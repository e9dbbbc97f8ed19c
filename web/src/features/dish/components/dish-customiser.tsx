/** "Make it yours": size, the ingredients it comes with, extras, spice level and companion dishes. */
import type { Dish } from '@functions/catalogue/contract/catalogue';
import { useId, type Dispatch } from 'react';
import { CateringTermsNote } from '../../../components/catering-terms-note.tsx';
import type { DishDraft, DishDraftAction } from '../hooks/use-dish-draft.ts';
import { dishSizeOptions, type CompanionMenu } from '../hooks/use-draft-summary.ts';
import { CompanionChoice } from './companion-choice.tsx';
import { IncludedIngredientsChoice, OptionalIngredientsChoice, SizeChoice, SpiceChoice } from './dish-choices.tsx';
import styles from './dish-page.module.scss';

type Props = {
  dish: Dish;
  draft: DishDraft;
  dispatch: Dispatch<DishDraftAction>;
  menus: ReadonlyMap<string, CompanionMenu>;
  /** The signed-in customer's usual extras, ticked from the start. */
  usual: readonly string[] | undefined;
};

export function DishCustomiser({ dish, draft, dispatch, menus, usual }: Props) {
  const customiseId = useId();
  const cateringSize = dish.prices.some((price) => price.packageId === draft.main.sizeId && price.catering);
  const companions = dish.goesWith.filter((companion) => companion.relation === 'goesWith');
  return (
    <section className={styles.customise} aria-labelledby={customiseId}>
      <h2 id={customiseId} className={styles.customiseTitle}>
        Make it yours
      </h2>
      <SizeChoice
        legend={<h3>Sizes</h3>}
        name={`size-${dish.id}`}
        options={dishSizeOptions(dish.prices)}
        value={draft.main.sizeId}
        onChange={(sizeId) => dispatch({ type: 'chooseSize', dishId: dish.id, sizeId })}
      />
      {cateringSize ? <CateringTermsNote className={styles.catering} /> : null}
      {dish.includedIngredients.length > 0 ? (
        <IncludedIngredientsChoice
          legend={<h3>Comes with</h3>}
          ingredients={dish.includedIngredients}
          removed={draft.main.removedIngredients}
          onToggle={(ingredient) => dispatch({ type: 'toggleIncludedIngredient', ingredient })}
        />
      ) : null}
      {usual?.length ? (
        <p className={styles.usual} role="note">
          Your usual extras from last time are ticked below.
        </p>
      ) : null}
      {dish.ingredients.length > 0 ? (
        <OptionalIngredientsChoice
          legend={<h3>Add extras</h3>}
          ingredients={dish.ingredients}
          chosen={draft.main.optionalIngredientIds}
          onToggle={(ingredientId) => dispatch({ type: 'toggleOptionalIngredient', dishId: dish.id, ingredientId })}
        />
      ) : null}
      {dish.canBeSpicy ? (
        <SpiceChoice
          legend={<h3>Spice level</h3>}
          name={`spice-${dish.id}`}
          value={draft.main.spiceLevel}
          onChange={(spiceLevel) => dispatch({ type: 'chooseSpiceLevel', dishId: dish.id, spiceLevel })}
        />
      ) : null}
      <CompanionChoice legend={<h3>Goes well with</h3>} companions={companions} chosen={draft.companions} menus={menus} dispatch={dispatch} />
    </section>
  );
}
