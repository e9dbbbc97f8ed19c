/**
 * "Have a code?" at checkout (docs/business-rules.md#offers-and-loyalty): the code as typed, applied by asking the
 * quote with it, whose answer says at once what it takes off (the offer it took) or exactly why not. A code the answer
 * does not take is dropped from the choices, its sentence staying at the field, so no later quote sends it again (a
 * code that is not a code counts against the customer's tries). One code an order: another is typed once it is removed.
 * Beside it, the loyalty rewards the customer's points reach: one taken asks the quote with its id instead of a code
 * (a code and a reward are exclusive, so taking one drops the other), and is shown, refused or removed as a code is.
 */
import type { AppliedOffer } from '@functions/orders/contract/checkout-offer';
import { typedCodeSchema } from '@functions/orders/contract/checkout-offer';
import type { QuoteAnswer } from '@functions/orders/contract/order';
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { useEffect, useState } from 'react';

/** What the quotes are asked with from "Have a code?": a code typed, or a reward taken with points, never both. */
export type OfferChoice = { code?: string | undefined; rewardId?: string | undefined };

/** A reward offered at checkout: one the customer's available points reach. */
export type RewardChoice = PointsAnswer['rewards'][number];

type OfferCodeInput = OfferChoice & {
  /** Replaces the code and the reward at once (the checkout's choices keep them, like the tip). */
  setOffer: (choice: OfferChoice) => void;
  /** The quote on screen, which may still be the previous choice's while the next one loads. */
  shown: QuoteAnswer | undefined;
  /** The quote's answer for the choices as they are now, once it is in (undefined while it loads). */
  settled: QuoteAnswer | undefined;
  /** The customer's points (undefined while they load, or when they cannot be read: then no rewards are offered). */
  points: PointsAnswer | undefined;
};

/** The code's offer when the quote on screen took it: only while a code is applied, never the previous answer's. */
export function appliedCodeOffer(code: string | undefined, shown: QuoteAnswer | undefined): AppliedOffer | undefined {
  return code !== undefined && shown?.offer?.kind === 'code' ? shown.offer : undefined;
}

/** The reward's offer when the quote on screen took that very reward: only while it is chosen. */
export function appliedRewardOffer(rewardId: string | undefined, shown: QuoteAnswer | undefined): AppliedOffer | undefined {
  return rewardId !== undefined && shown?.offer?.kind === 'reward' && shown.offer.offerId === rewardId ? shown.offer : undefined;
}

/** The rewards to offer: only while the shop runs points, and only those the points available reach. */
export function reachableRewards(points: PointsAnswer | undefined): RewardChoice[] {
  return points?.enabled ? points.rewards.filter((reward) => reward.reachable) : [];
}

/** What was typed, as the quote takes it, or why it cannot be sent (nothing typed, far too long). */
export function typedCode(text: string): { code: string } | { error: string } {
  const parsed = typedCodeSchema.safeParse(text);
  return parsed.success ? { code: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'That is not a code we know' };
}

export function useOfferCode({ code, rewardId, setOffer, shown, settled, points }: OfferCodeInput) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [rewardError, setRewardError] = useState<string | undefined>();

  // The answer for this code is in and did not take it: say why at the field, and ask no more with it.
  useEffect(() => {
    if (code === undefined || settled === undefined || settled.offer?.kind === 'code') return;
    setError(settled.codeRefusal?.message);
    setOffer({});
  }, [code, settled, setOffer]);

  // Likewise a reward the answer did not take (not enough points now, a better offer, its dish not in the order).
  useEffect(() => {
    if (rewardId === undefined || settled === undefined || appliedRewardOffer(rewardId, settled)) return;
    setRewardError(settled.codeRefusal?.message);
    setOffer({});
  }, [rewardId, settled, setOffer]);

  const applied = appliedCodeOffer(code, shown) ?? appliedRewardOffer(rewardId, shown);
  return {
    text,
    /** A new word clears the last one's refusal, which was about another code. */
    onText: (next: string) => {
      setText(next);
      setError(undefined);
    },
    /** Why the code typed is not taken, in the customer's words (the quote's sentence, or the order's refusal). */
    error,
    /** The offer of the code applied or the reward taken, with what it takes off. */
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
      setRewardError(undefined);
      setOffer({ code: typed.code });
    },
    /** The rewards the customer's points reach, to take instead of a code (none while points are off). */
    rewards: reachableRewards(points),
    /** The reward being asked about, until the quote answers. */
    takingRewardId: rewardId !== undefined && settled === undefined && applied === undefined ? rewardId : undefined,
    /** Why the reward chosen is not taken, in the customer's words. */
    rewardError,
    /** Takes a reward instead of any code: the quote is asked with its id. */
    takeReward: (id: string) => {
      setError(undefined);
      setRewardError(undefined);
      setOffer({ rewardId: id });
    },
    remove: () => {
      setOffer({});
      setText('');
      setError(undefined);
      setRewardError(undefined);
    },
    /** Placing the order refused the code or reward (OFFER_REFUSED): its sentence where it was chosen, dropped so the new total shows. */
    refuse: (message: string) => {
      if (rewardId !== undefined) setRewardError(message);
      else setError(message);
      setOffer({});
    },
  };
}
