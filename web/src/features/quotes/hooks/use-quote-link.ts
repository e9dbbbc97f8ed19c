/**
 * The customer's quote as its e-mailed link opens it (docs/business-rules.md#catering-quotes): the link's secret (after
 * the #, kept for the tab so the card page's return still opens the quote), the return from the card page told to the
 * server once, and the quote, read after that return.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuoteByLink, useQuotePaymentReturn } from '../../../api/quotes.ts';

const secretKey = (quoteId: string) => `spices.quote-link.${quoteId}`;

/**
 * The link's secret: the part after the # (read after hydration: the server never sees it), kept for this tab so the
 * card page's return (which has no #) still opens the quote.
 */
function useLinkSecret(quoteId: string): string | undefined {
  const { hash } = useLocation();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  useEffect(() => {
    const fromLink = hash.replace(/^#/, '');
    if (fromLink) window.sessionStorage.setItem(secretKey(quoteId), fromLink);
    setSecret(fromLink || (window.sessionStorage.getItem(secretKey(quoteId)) ?? ''));
  }, [hash, quoteId]);
  return secret;
}

/** What the return from the card page says: still being told to the server, then paid or cancelled, or its refusal. */
type PaymentReturn = { pending: boolean; said?: 'paid' | 'cancelled'; error?: unknown };

/**
 * Back from the card page (?payment=paid or cancelled): tells the server once, which finishes the payment from
 * Stripe's record, then takes the word out of the address (a reload does not repeat it). Answers what to say.
 */
function usePaymentReturn(quoteId: string, secret: string | undefined): PaymentReturn {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const back = useQuotePaymentReturn();
  const asked = useRef(false);
  const [said, setSaid] = useState<'paid' | 'cancelled' | undefined>(undefined);
  const outcome = new URLSearchParams(search).get('payment');
  useEffect(() => {
    if (asked.current || !secret || (outcome !== 'paid' && outcome !== 'cancelled')) return;
    asked.current = true;
    back.mutate(
      { quoteId, token: secret, outcome },
      {
        onSettled: () => {
          setSaid(outcome);
          void navigate(pathname, { replace: true });
        },
      },
    );
  }, [back, navigate, outcome, pathname, quoteId, secret]);
  return { pending: back.isPending, ...(said ? { said } : {}), ...(back.error ? { error: back.error } : {}) };
}

/** The link's secret, the card page's return and the quote they open (`quoteId` from the address). */
export function useQuoteLink(quoteId: string) {
  const secret = useLinkSecret(quoteId);
  const returned = usePaymentReturn(quoteId, secret);
  // While the return is being told to the server, the quote is read after it (it may have just been accepted).
  const quote = useQuoteByLink(quoteId, returned.pending ? '' : (secret ?? ''));
  return { secret, returned, quote };
}
