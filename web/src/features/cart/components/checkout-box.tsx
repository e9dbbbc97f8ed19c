/**
 * The cart's checkout box (docs/product.md#cart-and-checkout-screens): the subtotal and Proceed to Checkout, a card
 * beside the lines on wide screens and a bar at the bottom of a phone's screen (components/sticky-action-bar.tsx).
 * The subtotal counts every line that can be ordered at today's prices, a line whose new price waits for the
 * customer's confirmation included, and says so; Proceed waits until each change is settled, and is disabled after a click.
 */
import type { Cart, CartOrder } from '@functions/cart/contract/cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { StickyActionBar, stickyActionClassName } from '../../../components/sticky-action-bar.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { checkoutPath, checkoutState } from '../hooks/checkout-state.ts';
import styles from './checkout-box.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

/** Lines the subtotal counts: those that can be ordered as they are, and those waiting only for a new price's confirmation. */
export function countedLines(lines: readonly CartOrder[]): CartOrder[] {
  return lines.filter((line) => line.issue === null || line.issue === 'PRICE_CHANGED');
}

const items = (count: number) => countLabel(count, 'item');

/** What the box says while lines wait (in full on wide screens): the new prices to confirm, then what cannot be ordered and is not counted. */
function pendingNotes(lines: readonly CartOrder[]): string[] {
  const toConfirm = lines.filter((line) => line.issue === 'PRICE_CHANGED');
  const notCounted = lines.filter((line) => line.issue !== null && line.issue !== 'PRICE_CHANGED');
  const notes: string[] = [];
  if (toConfirm.length === 1) notes.push(`${toConfirm[0]!.name} has a new price, counted in the subtotal: confirm it to check out.`);
  else if (toConfirm.length > 1) notes.push(`${toConfirm.length} lines have a new price, counted in the subtotal: confirm them to check out.`);
  if (notCounted.length > 0) notes.push(`Not counted: ${notCounted.map((line) => line.name).join(', ')}, which can’t be ordered as they are.`);
  return notes;
}

/** The same, in one short line for a phone's bar (the full words stay its description). */
function pendingNote(lines: readonly CartOrder[]): string {
  const toConfirm = lines.filter((line) => line.issue === 'PRICE_CHANGED').length;
  if (lines.some((line) => line.issue !== null && line.issue !== 'PRICE_CHANGED')) return 'Review the changes above to check out.';
  return toConfirm === 1 ? 'Confirm the new price above to check out.' : 'Confirm the new prices above to check out.';
}

export function CheckoutBox({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const [proceeding, setProceeding] = useState(false);
  const lines = cart.cart.flatMap((group) => group.orders);
  const blocked = cart.inactiveDishes.length > 0;
  const count = countedLines(lines).reduce((sum, line) => sum + line.quantity, 0);
  const notes = pendingNotes(lines);

  const proceed = () => {
    if (lines.length === 0 || blocked) return;
    setProceeding(true);
    void navigate(checkoutPath, { state: checkoutState(lines, lines) });
  };

  return (
    <StickyActionBar
      label="Checkout"
      landmark
      wide="card"
      figureLabel={
        <>
          Subtotal <span className={styles.count}>({items(count)})</span>
        </>
      }
      figure={formatUsd(cart.totalPrice)}
      wideNotes={
        <>
          <p>Delivery fee, tax and tip are added at checkout.</p>
          {blocked ? (
            <div id="checkout-blocked" className={styles.blocked}>
              {notes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </div>
          ) : null}
        </>
      }
      phoneNote={blocked ? <span className={styles.blocked}>{pendingNote(lines)}</span> : undefined}
      action={
        <button
          type="button"
          className={stickyActionClassName}
          onClick={proceed}
          disabled={proceeding || blocked}
          aria-describedby={blocked ? 'checkout-blocked' : undefined}
        >
          Proceed to Checkout <ArrowRightIcon size={18} />
        </button>
      }
    />
  );
}
