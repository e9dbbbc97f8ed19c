/**
 * A new dish's Save moves the editor to the dish's own address, saying there that it is saved; the
 * note is for that arrival only (a reload of the page does not say it again).
 */
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What the new dish's Save hands to the dish's own address: say it is saved there. */
type ArrivalState = { saved?: boolean } | null;

export function useDishArrival() {
  const navigate = useNavigate();
  const arrival = useLocation().state as ArrivalState;

  useEffect(() => {
    if (arrival?.saved) void navigate('.', { replace: true, state: null });
  }, [arrival, navigate]);

  const onCreated = (dish: OwnerMenuDish) => {
    void navigate(`/kitchen/menu/${encodeURIComponent(dish.id)}`, { replace: true, state: { saved: true } satisfies ArrivalState });
  };
  return { arrivedSaved: Boolean(arrival?.saved), onCreated };
}
