/**
 * What changed since lines were added (GET /cart `inactiveDishes`): a new price to confirm, a
 * dish, size or extra that left the menu, or one the kitchen has run out of (save it for later
 * from its line, or remove it). Until each is settled, checkout waits.
 */
import type { Cart } from '@functions/cart/contract/cart';
import { AlertIcon } from '../../../components/icons.tsx';
import { useConfirmPrice } from '../../../api/cart.ts';
import styles from './cart-items.module.scss';

type CartChangesProps = {
  changes: Cart['inactiveDishes'];
  onEdit: (orderId: string) => void;
  /** Deletes the line, with Undo (hooks/use-remove-with-undo.ts). */
  onRemove: (line: { orderId: string; name: string }) => void;
  removing: boolean;
};

export function CartChanges({ changes, onEdit, onRemove, removing }: CartChangesProps) {
  const confirm = useConfirmPrice();
  if (changes.length === 0) return null;
  return (
    <section className={styles.changes} aria-labelledby="cart-changes-title">
      <h2 id="cart-changes-title" className={styles.changesTitle}>
        <AlertIcon size={20} /> Some items changed since you added them
      </h2>
      <ul>
        {changes.map((change) => (
          <li key={change.orderId} className={styles.change}>
            <p>{change.message}</p>
            <div className={styles.actions}>
              {change.issue === 'PRICE_CHANGED' ? (
                <button type="button" className={styles.smallButton} onClick={() => confirm.mutate(change.orderId)} disabled={confirm.isPending}>
                  Confirm new price<span className="visually-hidden"> of {change.name}</span>
                </button>
              ) : null}
              {change.issue === 'SIZE_REMOVED' || change.issue === 'INGREDIENT_REMOVED' ? (
                <button type="button" className={styles.smallButton} onClick={() => onEdit(change.orderId)}>
                  Edit<span className="visually-hidden"> {change.name}</span>
                </button>
              ) : null}
              <button type="button" className={styles.textButton} onClick={() => onRemove({ orderId: change.orderId, name: change.name })} disabled={removing}>
                Remove<span className="visually-hidden"> {change.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
