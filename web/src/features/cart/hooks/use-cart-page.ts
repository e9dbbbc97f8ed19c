/**
 * What the cart page knows and does (docs/product.md#cart-and-checkout-screens): the cart and its lines, the line being
 * edited, the line a change is under way on and the last refusal, and each line's steps (quantity, delete with Undo,
 * save for later). A line saved or deleted hands focus to the next line's same control, or to the title when the
 * cart empties (lib/use-focus-after-change.ts).
 */
import type { CartOrder } from '@functions/cart/contract/cart';
import { useRef, useState } from 'react';
import { useCart, useChangeQuantity, useSaveForLater } from '../../../api/cart.ts';
import { useFocusAfterChange } from '../../../lib/use-focus-after-change.ts';
import { useRemoveWithUndo } from './use-remove-with-undo.ts';

export function useCartPage() {
  const cart = useCart();
  const changeQuantity = useChangeQuantity();
  const removal = useRemoveWithUndo();
  const { remove } = removal;
  const save = useSaveForLater();
  const [editingId, setEditingId] = useState<string | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A line saved or deleted hands focus to the next line's same control, or the title when the cart empties.
  const keepFocus = useFocusAfterChange({
    root: mainRef,
    data: cart.data,
    busy: changeQuantity.isPending || remove.isPending || save.isPending,
    fallback: () => titleRef.current,
  });

  const lines: CartOrder[] = cart.data?.cart.flatMap((group) => group.orders) ?? [];
  const busyId = [changeQuantity, remove, save].find((m) => m.isPending)?.variables;

  return {
    cart,
    /** The delete with its Undo notice. */
    removal,
    /** A delete is under way. */
    removing: remove.isPending,
    /** The list's frame and the title, where focus goes after a change. */
    mainRef,
    titleRef,
    lines,
    /** The line in the edit dialog. */
    editing: lines.find((line) => line.orderId === editingId),
    edit: setEditingId,
    closeEdit: () => setEditingId(null),
    /** The line a change is under way on. */
    busyLine: typeof busyId === 'string' ? busyId : (busyId as { orderId?: string } | undefined)?.orderId,
    /** The last change refused. */
    failure: [changeQuantity, remove, save].find((m) => m.isError)?.error,
    step: (line: CartOrder, change: 1 | -1) => changeQuantity.mutate({ orderId: line.orderId, change }),
    deleteLine: (line: CartOrder, from: 'delete' | 'decrease') => {
      keepFocus(line.orderId, from);
      removal.removeLine(line);
    },
    saveForLater: (line: CartOrder) => {
      keepFocus(line.orderId, 'save');
      save.mutate(line.orderId);
    },
  };
}
