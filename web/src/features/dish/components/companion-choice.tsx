/**
 * "Goes well with": companion dishes that can be ordered with this one. Ticking one adds it with
 * its smallest size, mild, and no add-ons; it then gets its own size, spice level (when it can be
 * spicy) and add-ons. Unticking it takes it and all its choices out of the order.
 */
import type { Companion } from '@functions/catalogue/contract/catalogue';
import { useId, type Dispatch, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { ArrowRightIcon, CheckIcon } from '../../../components/icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { allergenSentence } from '../../../lib/allergens.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import type { DishDraftAction, DraftLine } from '../hooks/use-dish-draft.ts';
import type { CompanionMenu } from '../hooks/use-draft-summary.ts';
import styles from './companion-choice.module.scss';
import choiceStyles from './dish-choices.module.scss';
import { OptionalIngredientsChoice, SizeChoice, SpiceChoice } from './dish-choices.tsx';

type CompanionChoiceProps = {
  legend: ReactNode;
  companions: readonly Companion[];
  chosen: readonly DraftLine[];
  menus: ReadonlyMap<string, CompanionMenu>;
  dispatch: Dispatch<DishDraftAction>;
};

export function CompanionChoice({ legend, companions, chosen, menus, dispatch }: CompanionChoiceProps) {
  const hintIds = useId();
  if (companions.length === 0) return null;
  return (
    <fieldset className={choiceStyles.group}>
      <legend className={choiceStyles.legend}>{legend}</legend>
      <div className={styles.intro}>
        <p className={choiceStyles.hint}>Tick a dish to add it to your order, then choose its size.</p>
        {chosen.length > 1 ? (
          <button type="button" className={styles.clear} onClick={() => dispatch({ type: 'clearCompanions' })}>
            Remove all {chosen.length}
          </button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {companions.map((companion, index) => {
          const line = chosen.find((entry) => entry.dishId === companion.goesWithId);
          // What the companion contains, read as the checkbox's description (docs/business-rules.md#allergens-and-diet-labels).
          const hintId = `${hintIds}-${index}`;
          const contains = companion.allergens.length > 0 ? `Contains ${allergenSentence(companion.allergens, 'and')}` : undefined;
          return (
            <li key={companion.goesWithId} className={styles.item} data-chosen={line ? '' : undefined}>
              <div className={styles.head}>
                <label className={styles.toggle}>
                  <input
                    type="checkbox"
                    className={choiceStyles.hiddenInput}
                    aria-describedby={contains ? hintId : undefined}
                    checked={line !== undefined}
                    onChange={(event) =>
                      dispatch(
                        event.target.checked
                          ? { type: 'addCompanion', dishId: companion.goesWithId, name: companion.name }
                          : { type: 'removeCompanion', dishId: companion.goesWithId },
                      )
                    }
                  />
                  <span className={styles.box} aria-hidden="true">
                    <CheckIcon size={14} />
                  </span>
                  <BlurhashImage className={styles.thumb} image={companion.image} blurHash={companion.blurHash} alt="" aspectRatio="1 / 1" sizes="64px" />
                  <span className={styles.text}>
                    <span className={styles.name}>{companion.name}</span>
                    <span className={styles.price}>from {formatUsd(companion.startingPrice)}</span>
                    {contains ? (
                      <span id={hintId} className={styles.allergens} aria-hidden="true">
                        {contains}
                      </span>
                    ) : null}
                  </span>
                </label>
                <Link to={dishPath(companion.name)} className={styles.view}>
                  <span className="visually-hidden">View {companion.name}</span>
                  <ArrowRightIcon size={18} />
                </Link>
              </div>
              {line ? <CompanionOptions line={line} menu={menus.get(line.dishId)} dispatch={dispatch} /> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function CompanionOptions({ line, menu, dispatch }: { line: DraftLine; menu: CompanionMenu | undefined; dispatch: Dispatch<DishDraftAction> }) {
  const sizes = menu?.sizes;
  const sizeId = line.sizeId ?? sizes?.[0]?.id;
  const forDish = <span className="visually-hidden">{line.name}: </span>;

  return (
    <div className={styles.options}>
      {sizes ? (
        <SizeChoice
          compact
          legend={<>{forDish}Size</>}
          name={`size-${line.dishId}`}
          options={sizes}
          value={sizeId}
          onChange={(id) => dispatch({ type: 'chooseSize', dishId: line.dishId, sizeId: id })}
        />
      ) : (
        <OptionsSkeleton label={`Loading the sizes of ${line.name}…`} />
      )}
      {menu?.canBeSpicy ? (
        <SpiceChoice
          compact
          legend={<>{forDish}Spice level</>}
          name={`spice-${line.dishId}`}
          value={line.spiceLevel}
          onChange={(spiceLevel) => dispatch({ type: 'chooseSpiceLevel', dishId: line.dishId, spiceLevel })}
        />
      ) : null}
      {menu?.ingredientsFailed ? (
        <p className={styles.error} role="alert">
          Error getting ingredients
        </p>
      ) : menu?.optionalIngredients ? (
        menu.optionalIngredients.length > 0 ? (
          <OptionalIngredientsChoice
            legend={<>{forDish}Add extras</>}
            ingredients={menu.optionalIngredients}
            chosen={line.optionalIngredientIds}
            onToggle={(ingredientId) => dispatch({ type: 'toggleOptionalIngredient', dishId: line.dishId, ingredientId })}
          />
        ) : null
      ) : sizes ? (
        <OptionsSkeleton label={`Loading the extras of ${line.name}…`} />
      ) : null}
    </div>
  );
}

function OptionsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton style={{ width: '30%', height: '0.9rem' }} />
      <Skeleton style={{ width: '100%', height: '3rem' }} />
    </div>
  );
}
