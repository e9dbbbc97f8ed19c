/**
 * The cart's checkout box (docs/product.md#cart-and-checkout-screens): the subtotal of the lines that can be checked out
 * and Proceed to Checkout, which is disabled after a click and while a line waits for the
 * customer to confirm what changed.
 */
import type { Cart } from '@contracts/cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { formatUsd } from '@contracts/money.ts';
import { checkoutPath, checkoutState } from '../hooks/checkout-state.ts';
import styles from './checkout-box.module.scss';

export function CheckoutBox({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const [proceeding, setProceeding] = useState(false);
  const lines = cart.cart.flatMap((group) => group.orders);
  const blocked = cart.inactiveDishes.length > 0;
  const count = lines.filter((line) => line.issue === null).reduce((sum, line) => sum + line.quantity, 0);

  const proceed = () => {
    if (lines.length === 0 || blocked) return;
    setProceeding(true);
    void navigate(checkoutPath, { state: checkoutState(lines, lines) });
  };

  return (
    <aside className={styles.box} aria-label="Checkout">
      <p className={styles.subtotal}>
        <span>
          Subtotal{' '}
          <span className={styles.count}>
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        </span>
        <strong>{formatUsd(cart.totalPrice)}</strong>
      </p>
      <p className={styles.note}>Delivery fee, tax and tip are added at checkout.</p>
      {blocked ? (
        <p className={styles.blocked} id="checkout-blocked">
          Please review the changes to your cart before checking out.
        </p>
      ) : null}
      <button
        type="button"
        className={styles.proceed}
        onClick={proceed}
        disabled={proceeding || blocked}
        aria-describedby={blocked ? 'checkout-blocked' : undefined}
      >
        Proceed to Checkout <ArrowRightIcon size={18} />
      </button>
    </aside>
  );
}
