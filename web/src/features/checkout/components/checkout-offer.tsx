/**
 * The order summary's offers (docs/business-rules.md#offers-and-loyalty): an automatic offer the quote takes, as a line
 * of its own saying which and what it takes off ("Free delivery over $60 — −$4.99"); and "Have a code?", a small field
 * with Apply that asks the quote with the code and says at once what it takes off ("SAVE5 · $5 off orders over $30 —
 * −$5.00", with Remove) or exactly why not, under the field. Below it, "Use your points:" with the rewards the
 * customer's points reach ("$5 off (250 points)"): one taken shows and is removed as a code is, or says why not.
 * Inside the checkout form, so Enter applies the code rather than placing the order.
 */
import type { AppliedOffer } from '@functions/orders/contract/checkout-offer';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';
import { ChevronRightIcon, TagIcon } from '../../../components/screen-icons.tsx';
import type { useOfferCode } from '../hooks/use-offer-code.ts';
import styles from './checkout-offer.module.scss';

type CheckoutOfferProps = {
  /** The offer the quote on screen takes (the code applied, or the best automatic offer). */
  offer: AppliedOffer | undefined;
  offerCode: ReturnType<typeof useOfferCode>;
  /** A newer quote is on its way (what is shown may be the previous choice's). */
  stale: boolean;
};

/** '−$5.00': what an offer takes off. */
const offAmount = (offer: AppliedOffer) => `−${formatUsd(offer.discountCents)}`;

/** '250 points' (1 point). */
const pointsText = (points: number) => `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;

export function CheckoutOffer({ offer, offerCode, stale }: CheckoutOfferProps) {
  const { text, onText, error, applied, applying, apply, remove, rewards, takingRewardId, rewardError, takeReward } = offerCode;
  const [open, setOpen] = useState(false);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const rewardsRef = useRef<HTMLDivElement>(null);
  // Where the keyboard goes once the field, the rewards or the applied offer they replace are drawn (the button pressed is gone).
  const focusNext = useRef<'input' | 'remove' | 'rewards' | null>(null);
  const expanded = open || applying || error !== undefined;
  const busy = applying || takingRewardId !== undefined;

  useEffect(() => {
    if (focusNext.current === 'remove' && applied) removeRef.current?.focus();
    else if (focusNext.current === 'input' && !applied) inputRef.current?.focus();
    else if (focusNext.current === 'rewards' && !applied) rewardsRef.current?.querySelector('button')?.focus();
    else return;
    focusNext.current = null;
  });

  const applyTyped = () => {
    if (busy) return;
    focusNext.current = 'remove';
    apply();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    applyTyped();
  };

  const automatic = offer?.kind === 'automatic' ? offer : undefined;
  return (
    <div className={styles.offers} data-stale={stale || undefined}>
      {automatic ? (
        <div className={styles.offer}>
          <TagIcon size={20} />
          <p className={styles.offerText}>
            <span className={styles.offerTitle}>{automatic.words}</span>
            <span className="visually-hidden"> — </span>
            <span className={styles.offerNote}>The best offer for this order, taken by itself.</span>
          </p>
          <span className={styles.offerAmount}>{offAmount(automatic)}</span>
        </div>
      ) : null}

      {applied ? (
        <div className={styles.offer} role="status">
          <TagIcon size={20} />
          {applied.kind === 'reward' ? (
            <p className={styles.offerText} id={`${id}-applied`}>
              <span className={styles.offerTitle}>{applied.words}</span>
              <span className="visually-hidden"> · </span>
              <span className={styles.offerNote}>A reward for {pointsText(applied.points ?? 0)}</span>
              <span className="visually-hidden"> — {offAmount(applied)}</span>
            </p>
          ) : (
            <p className={styles.offerText} id={`${id}-applied`}>
              <span className={styles.code}>{applied.code}</span>
              <span className="visually-hidden"> · </span>
              <span>{applied.words}</span>
              <span className="visually-hidden"> — {offAmount(applied)}</span>
            </p>
          )}
          <span className={styles.offerAmount} aria-hidden="true">
            {offAmount(applied)}
          </span>
          <button
            ref={removeRef}
            type="button"
            className={styles.remove}
            aria-describedby={`${id}-applied`}
            onClick={() => {
              // Back to where it was chosen: the code's field, or the rewards.
              if (applied.kind === 'reward' && rewards.length > 0) focusNext.current = 'rewards';
              else {
                focusNext.current = 'input';
                setOpen(true);
              }
              remove();
            }}
          >
            Remove
          </button>
        </div>
      ) : (
        <div className={styles.codeBox}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={`${id}-field`}
            onClick={() => {
              focusNext.current = expanded ? null : 'input';
              setOpen(!expanded);
            }}
          >
            <ChevronRightIcon size={18} className={styles.chevron} />
            Have a code?
          </button>
          {expanded ? (
            <div id={`${id}-field`} className={styles.field}>
              <label htmlFor={`${id}-code`} className="visually-hidden">
                Offer code
              </label>
              <div className={styles.fieldRow}>
                <input
                  ref={inputRef}
                  id={`${id}-code`}
                  className={styles.input}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={64}
                  placeholder="Your code"
                  value={text}
                  onChange={(event) => onText(event.target.value)}
                  onKeyDown={onKeyDown}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-message`}
                />
                <button type="button" className={styles.apply} onClick={applyTyped} disabled={busy} aria-busy={applying || undefined}>
                  {applying ? 'Applying…' : 'Apply'}
                </button>
              </div>
            </div>
          ) : null}
        </div>
      )}
      {/* Always drawn, so a refusal that arrives is announced. */}
      <p id={`${id}-message`} className={styles.error} aria-live="polite">
        {error && !applied ? (
          <>
            <AlertIcon size={16} />
            <span>{error}</span>
          </>
        ) : null}
      </p>

      {/* Offered while no reward is taken: taking one with a code applied replaces the code. */}
      {applied?.kind !== 'reward' && rewards.length > 0 ? (
        <div ref={rewardsRef} className={styles.rewards} role="group" aria-labelledby={`${id}-rewards`} aria-describedby={`${id}-reward-message`}>
          <span id={`${id}-rewards`} className={styles.rewardsLabel}>
            Use your points:
          </span>
          {rewards.map((reward) => (
            <button
              key={reward.rewardId}
              type="button"
              className={styles.reward}
              disabled={busy}
              aria-busy={takingRewardId === reward.rewardId || undefined}
              onClick={() => {
                focusNext.current = 'remove';
                takeReward(reward.rewardId);
              }}
            >
              {reward.name} ({pointsText(reward.points)})
            </button>
          ))}
        </div>
      ) : null}
      {/* Always drawn, so a reward's refusal that arrives is announced. */}
      <p id={`${id}-reward-message`} className={styles.error} aria-live="polite">
        {rewardError && !applied ? (
          <>
            <AlertIcon size={16} />
            <span>{rewardError}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
