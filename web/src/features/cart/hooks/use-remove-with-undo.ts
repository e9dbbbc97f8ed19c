/**
 * Deleting a cart line with a way back (docs/product.md#cart-and-checkout-screens): after a delete, a notice
 * 'Removed Jollof Rice. Undo' stays for `undoNoticeMs` (longer while the pointer or focus is in it), and Undo puts
 * the line back exactly as it was through PUT /cart/restore (its choices, quantity and place in the cart).
 */
import { useCallback, useEffect, useState } from 'react';
import { useDeleteCartLine, useRestoreCartLine } from '../../../api/cart.ts';

/** How long the notice stays, unless the customer is on it. */
export const undoNoticeMs = 8000;

export type RemovedLine = { orderId: string; name: string };

export function useRemoveWithUndo() {
  const remove = useDeleteCartLine();
  const restore = useRestoreCartLine();
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!removed || held || restore.isPending) return;
    const timer = window.setTimeout(() => setRemoved(null), undoNoticeMs);
    return () => window.clearTimeout(timer);
  }, [removed, held, restore.isPending]);

  const removeLine = useCallback(
    (line: RemovedLine) => {
      restore.reset();
      remove.mutate(line.orderId, { onSuccess: () => setRemoved(line) });
    },
    [remove, restore],
  );

  const undo = useCallback(() => {
    if (!removed) return;
    restore.mutate(removed.orderId, {
      onSuccess: () => {
        setRemoved(null);
        setHeld(false);
      },
    });
  }, [removed, restore]);

  return {
    /** The delete (its pending line and error, for the screen's busy state and messages). */
    remove,
    removeLine,
    notice: removed ? { ...removed, undoing: restore.isPending, error: restore.error } : null,
    undo,
    /** While the pointer or focus is on the notice, it stays. */
    hold: setHeld,
  };
}
