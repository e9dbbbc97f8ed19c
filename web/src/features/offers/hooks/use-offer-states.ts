/**
 * The list's Pause, Resume and End: each saves the whole offer again with its new state, over the version the list
 * read (docs/business-rules.md#the-owners-offers). What was done, or why not, is said above the list; after a 409
 * (changed meanwhile on another screen) Reload reads the list again.
 */
import type { OfferState, StoredOffer } from '@functions/offers/contract/offers';
import { useState } from 'react';
import { useReloadOwnerOffers, useSaveOffer } from '../../../api/offers.ts';
import { withState } from './offer-draft.ts';
import { offerName } from './offer-words.ts';

const doneWords: Record<OfferState, string> = { active: 'is active again', paused: 'is paused', ended: 'has ended' };

export function useOfferStates() {
  const save = useSaveOffer();
  const reloadOffers = useReloadOwnerOffers();
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [ended, setEnded] = useState<{ offerId: string } | null>(null);

  const change = (offer: StoredOffer, state: OfferState) => {
    if (state === 'ended' && !window.confirm(`End ${offerName(offer)}? Customers can no longer use it.`)) return;
    setFailure(null);
    setDone(null);
    save.mutate(
      { offerId: offer.offerId, request: withState(offer, state) },
      {
        onSuccess: (saved) => {
          setDone(`${offerName(saved)} ${doneWords[state]}.`);
          if (state === 'ended') setEnded({ offerId: saved.offerId });
        },
        onError: setFailure,
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      await reloadOffers();
      setFailure(null);
    } catch {
      // Not read: the refusal stays, and Reload can be pressed again.
    } finally {
      setReloading(false);
    }
  };

  return {
    change,
    /** The offer whose change is on its way: its buttons wait. */
    pendingId: save.isPending ? save.variables.offerId : undefined,
    failure,
    done,
    /** The offer just ended (a new object each time), for the list to move the keyboard on. */
    ended,
    reload: () => void reload(),
    reloading,
  };
}
