/**
 * A send goes back to the list, which says there what went ('Sending “…” to 120 subscribers.'); the note is for that
 * arrival only (a reload of the list does not say it again).
 */
import type { OfferMail } from '@functions/offers/contract/offer-mails';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countLabel } from '@functions/platform/contract/count-label.ts';

/** What the compose form's send hands to the list. */
type ArrivalState = { sent?: string } | null;

/** The list's side: the note the compose form left, kept while the list is open. */
export function useMailArrival(): string | null {
  const navigate = useNavigate();
  const arrival = useLocation().state as ArrivalState;
  const [note] = useState(arrival?.sent ?? null);

  useEffect(() => {
    if (arrival?.sent) void navigate('.', { replace: true, state: null });
  }, [arrival, navigate]);

  return note;
}

/** The compose form's side: back to the list, saying what is being sent and to how many. */
export function useBackToMails() {
  const navigate = useNavigate();
  return (mail: OfferMail) => {
    const sent = `“${mail.subject}” is on its way to ${countLabel(mail.recipients, 'subscriber')}.`;
    void navigate('/kitchen/offers/emails', { state: { sent } satisfies ArrivalState });
  };
}
