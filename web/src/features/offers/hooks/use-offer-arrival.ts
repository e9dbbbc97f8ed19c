/**
 * The editor's Save goes back to the list, which says there what was saved (the offer in words); the note is for that
 * arrival only (a reload of the list does not say it again).
 */
import type { StoredOffer } from '@functions/offers/contract/offers';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { offerName, offerWords } from './offer-words.ts';

/** What the editor's Save hands to the list. */
type ArrivalState = { saved?: string } | null;

/** The list's side: the note the editor left, kept while the list is open. */
export function useOfferArrival(): string | null {
  const navigate = useNavigate();
  const arrival = useLocation().state as ArrivalState;
  const [note] = useState(arrival?.saved ?? null);

  useEffect(() => {
    if (arrival?.saved) void navigate('.', { replace: true, state: null });
  }, [arrival, navigate]);

  return note;
}

/** The editor's side: back to the list, saying what was added or saved. */
export function useBackToOffers() {
  const navigate = useNavigate();
  return (offer: StoredOffer, created: boolean) => {
    const saved = `${offerName(offer)} ${created ? 'added' : 'saved'}: ${offerWords(offer)}.`;
    void navigate('/kitchen/offers', { state: { saved } satisfies ArrivalState });
  };
}
