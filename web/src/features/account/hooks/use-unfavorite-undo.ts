/**
 * Taking a dish off /account/favorites with a way back (docs/product.md#favourites): once the list no longer has the
 * dish, a notice 'Removed Jollof Rice from your favourites. Undo' stays for `unfavoriteUndoMs` (longer while the
 * pointer or focus is in it) or until the next heart is flipped, and Undo favourites the dish again.
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { useCallback, useEffect, useState } from 'react';
import { useRefavorite } from '../../../api/favorites.ts';

/** How long the notice stays, unless the customer is on it. */
export const unfavoriteUndoMs = 8000;

type Dish = Pick<MenuDish, 'id' | 'name'>;

export function useUnfavoriteUndo(list: readonly Dish[] | undefined) {
  const refavorite = useRefavorite();
  // The heart flipped off, until the list read again has lost the dish (a failed change never gets there).
  const [leaving, setLeaving] = useState<Dish | null>(null);
  const [removed, setRemoved] = useState<Dish | null>(null);
  const [held, setHeld] = useState(false);

  // Adjusting state to the list as it renders (React's pattern for state that follows a prop), not in an effect.
  if (leaving && list && !list.some((dish) => dish.id === leaving.id)) {
    setLeaving(null);
    setRemoved(leaving);
  }

  useEffect(() => {
    if (!removed || held || refavorite.isPending) return;
    const timer = window.setTimeout(() => setRemoved(null), unfavoriteUndoMs);
    return () => window.clearTimeout(timer);
  }, [removed, held, refavorite.isPending]);

  /** A heart on the page flipped: off starts the way to the notice; any flip ends the last notice. */
  const flipped = useCallback(
    (dish: Dish, favorite: boolean) => {
      refavorite.reset();
      setRemoved(null);
      setHeld(false);
      setLeaving(favorite ? null : dish);
    },
    [refavorite],
  );

  const undo = useCallback(() => {
    if (!removed) return;
    refavorite.mutate(removed, {
      onSuccess: () => {
        setRemoved(null);
        setHeld(false);
      },
    });
  }, [removed, refavorite]);

  return {
    flipped,
    /** The dish just taken off, while its Undo is offered. */
    removed,
    undoing: refavorite.isPending,
    undoError: refavorite.error,
    undo,
    /** While the pointer or focus is on the notice, it stays. */
    hold: setHeld,
  };
}
