/**
 * The edit-order modal (docs/product.md#cart): a working copy of one line's quantity
 * (at least 1), size, spice level and ingredients, priced with the shared rule as it changes.
 * Finalize saves it; Cancel, Escape or a click outside discards it.
 */
import type { CartOrder } from '@functions/cart/contract/cart';
import { maxQuantity, minQuantity } from '@functions/cart/contract/cart';
import { linePriceCents, spiceLevels, type SpiceLevel } from '@functions/catalogue/contract/pricing';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { CloseIcon } from '../../../components/icons.tsx';
import { MinusIcon, PlusIcon } from '../../../components/screen-icons.tsx';
import { capitalise, Flames, spiceLabels } from '../../../components/spice-level.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useEditCartLine } from '../../../api/cart.ts';
import styles from './edit-order-modal.module.scss';

type Draft = { quantity: number; sizeId: string; spiceLevel: SpiceLevel; optionalIngredientIds: string[]; removedIngredients: string[] };

function draftOf(line: CartOrder): Draft {
  return {
    quantity: line.quantity,
    sizeId: line.pricePackageId,
    spiceLevel: line.spiciness as SpiceLevel,
    optionalIngredientIds: line.ingredients.map((i) => i.id),
    removedIngredients: line.removedIngredients,
  };
}

const toggled = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

export function EditOrderModal({ line, onClose }: { line: CartOrder; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const edit = useEditCartLine();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);

  let unitPrice: number | undefined;
  try {
    unitPrice = linePriceCents({ sizes: line.sizes, optionalIngredients: line.allIngredients }, draft);
  } catch {
    unitPrice = undefined;
  }

  // A click on the backdrop lands on the dialog itself, outside its content box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) onClose();
  };

  const finalize = () => {
    if (unitPrice === undefined) return;
    edit.mutate(
      {
        orderEditing: {
          orderId: line.orderId,
          size: draft.sizeId,
          spiciness: draft.spiceLevel,
          optionalIngredientIds: draft.optionalIngredientIds,
          removedIngredients: draft.removedIngredients,
          quantity: draft.quantity,
          price: unitPrice,
        },
        originalOrderIngredients: line.ingredients.map((i) => i.id),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.content}>
        <header className={styles.head}>
          <h2 id={titleId}>Edit {line.name}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon size={20} />
            <span className="visually-hidden">Close</span>
          </button>
        </header>

        <div className={styles.scroll}>
          <fieldset className={styles.group}>
            <legend>Quantity</legend>
            <div className={styles.stepper}>
              <button
                type="button"
                onClick={() => setDraft((d) => ({ ...d, quantity: Math.max(minQuantity, d.quantity - 1) }))}
                disabled={draft.quantity <= minQuantity}
                aria-label="One fewer"
              >
                <MinusIcon size={18} />
              </button>
              <output aria-live="polite">{draft.quantity}</output>
              <button
                type="button"
                onClick={() => setDraft((d) => ({ ...d, quantity: Math.min(maxQuantity, d.quantity + 1) }))}
                disabled={draft.quantity >= maxQuantity}
                aria-label="One more"
              >
                <PlusIcon size={18} />
              </button>
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>Size</legend>
            <div className={styles.options}>
              {line.sizes.map((size) => (
                <label key={size.id} className={styles.option}>
                  <input
                    type="radio"
                    name={`edit-size-${line.orderId}`}
                    checked={draft.sizeId === size.id}
                    onChange={() => setDraft((d) => ({ ...d, sizeId: size.id }))}
                  />
                  <span>
                    {capitalise(size.size)} <small>{size.amount}</small>
                  </span>
                  <span className={styles.optionPrice}>{formatUsd(size.price)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          {line.canBeSpicy ? (
            <fieldset className={styles.group}>
              <legend>Spice level</legend>
              <div className={styles.options}>
                {spiceLevels.map((level) => (
                  <label key={level} className={styles.option}>
                    <input
                      type="radio"
                      name={`edit-spice-${line.orderId}`}
                      checked={draft.spiceLevel === level}
                      onChange={() => setDraft((d) => ({ ...d, spiceLevel: level }))}
                    />
                    <Flames level={level} size={14} />
                    <span>{capitalise(spiceLabels[level])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {line.allIngredients.length > 0 ? (
            <fieldset className={styles.group}>
              <legend>Extras</legend>
              <div className={styles.options}>
                {line.allIngredients.map((ingredient) => (
                  <label key={ingredient.id} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={draft.optionalIngredientIds.includes(ingredient.id)}
                      onChange={() => setDraft((d) => ({ ...d, optionalIngredientIds: toggled(d.optionalIngredientIds, ingredient.id) }))}
                    />
                    <span>{ingredient.ingredient}</span>
                    <span className={styles.optionPrice}>+{formatUsd(ingredient.price)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {line.includedIngredients.length > 0 ? (
            <fieldset className={styles.group}>
              <legend>Comes with</legend>
              <div className={styles.options}>
                {line.includedIngredients.map((name) => (
                  <label key={name} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={!draft.removedIngredients.some((removed) => removed.toLowerCase() === name.toLowerCase())}
                      onChange={() =>
                        setDraft((d) => {
                          const isRemoved = d.removedIngredients.some((removed) => removed.toLowerCase() === name.toLowerCase());
                          return {
                            ...d,
                            removedIngredients: isRemoved
                              ? d.removedIngredients.filter((removed) => removed.toLowerCase() !== name.toLowerCase())
                              : [...d.removedIngredients, name],
                          };
                        })
                      }
                    />
                    <span>{name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </div>

        <footer className={styles.foot}>
          {edit.isError ? (
            <p className={styles.error} role="alert">
              {apiErrorText(edit.error)}
            </p>
          ) : null}
          <p className={styles.total}>
            <span>New total</span>
            <output aria-label="New total">{unitPrice === undefined ? '—' : formatUsd(unitPrice * draft.quantity)}</output>
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.cancel} onClick={onClose}>
              Cancel
            </button>
            <button type="button" className={styles.finalize} onClick={finalize} disabled={edit.isPending || unitPrice === undefined}>
              {edit.isPending ? 'Saving…' : 'Finalize'}
            </button>
          </div>
        </footer>
      </div>
    </dialog>
  );
}
