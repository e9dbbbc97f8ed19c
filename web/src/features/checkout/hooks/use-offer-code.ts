/**
 * "Have a code?" at checkout (docs/business-rules.md#offers-and-loyalty): the code as typed, applied by asking the
 * quote with it, whose answer says at once what it takes off (the offer it took) or exactly why not. A code the answer
 * does not take is dropped from the choices, its sentence staying at the field, so no later quote sends it again (a
 * code that is not a code counts against the customer's tries). One code an order: another is typed once it is removed.
 */
import type { AppliedOffer } from '@functions/orders/contract/checkout-offer';
import { typedCodeSchema } from '@functions/orders/contract/checkout-offer';
import type { QuoteAnswer } from '@functions/orders/contract/order';
import { useEffect, useState } from 'react';

type OfferCodeInput = {
  /** The code the quotes are asked with (the checkout's choices keep it, like the tip). */
  code: string | undefined;
  setCode: (code: string | undefined) => void;
  /** The quote on screen, which may still be the previous choice's while the next one loads. */
  shown: QuoteAnswer | undefined;
  /** The quote's answer for the choices as they are now, once it is in (undefined while it loads). */
  settled: QuoteAnswer | undefined;
};

/** The code's offer when the quote on screen took it: only while a code is applied, never the previous answer's. */
export function appliedCodeOffer(code: string | undefined, shown: QuoteAnswer | undefined): AppliedOffer | undefined {
  return code !== undefined && shown?.offer?.kind === 'code' ? shown.offer : undefined;
}

/** What was typed, as the quote takes it, or why it cannot be sent (nothing typed, far too long). */
export function typedCode(text: string): { code: string } | { error: string } {
  const parsed = typedCodeSchema.safeParse(text);
  return parsed.success ? { code: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'That is not a code we know' };
}

export function useOfferCode({ code, setCode, shown, settled }: OfferCodeInput) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  // The answer for this code is in and did not take it: say why at the field, and ask no more with it.
  useEffect(() => {
    if (code === undefined || settled === undefined || settled.offer?.kind === 'code') return;
    setError(settled.codeRefusal?.message);
    setCode(undefined);
  }, [code, settled, setCode]);

  const applied = appliedCodeOffer(code, shown);
  return {
    text,
    /** A new word clears the last one's refusal, which was about another code. */
    onText: (next: string) => {
      setText(next);
      setError(undefined);
    },
    /** Why the code typed is not taken, in the customer's words (the quote's sentence, or the order's refusal). */
    error,
    /** The offer of the code applied, with what it takes off. */
    applied,
    /** The quote is being asked with the code just applied. */
    applying: code !== undefined && settled === undefined && applied === undefined,
    apply: () => {
      const typed = typedCode(text);
      if ('error' in typed) {
        setError(typed.error);
        return;
      }
      setError(undefined);
      setCode(typed.code);
    },
    remove: () => {
      setCode(undefined);
      setText('');
      setError(undefined);
    },
    /** Placing the order refused the code (OFFER_REFUSED): its sentence at the field, the code dropped so the new total shows. */
    refuse: (message: string) => {
      setError(message);
      setCode(undefined);
    },
  };
}
