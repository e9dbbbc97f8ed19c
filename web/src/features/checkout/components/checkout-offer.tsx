/**
 * The order summary's offers (docs/business-rules.md#offers-and-loyalty): an automatic offer the quote takes, as a line
 * of its own saying which and what it takes off ("Free delivery over $60 — −$4.99"); and "Have a code?", a small field
 * with Apply that asks the quote with the code and says at once what it takes off ("SAVE5 · $5 off orders over $30 —
 * −$5.00", with Remove) or exactly why not, under the field. Inside the checkout form, so Enter applies the code
 * rather than placing the order.
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

export function CheckoutOffer({ offer, offerCode, stale }: CheckoutOfferProps) {
  const { text, onText, error, applied, applying, apply, remove } = offerCode;
  const [open, setOpen] = useState(false);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the field or the applied code it replaces is drawn (the button pressed is gone).
  const focusNext = useRef<'input' | 'remove' | null>(null);
  const expanded = open || applying || error !== undefined;

  useEffect(() => {
    if (focusNext.current === 'remove' && applied) removeRef.current?.focus();
    else if (focusNext.current === 'input' && !applied) inputRef.current?.focus();
    else return;
    focusNext.current = null;
  });

  const applyTyped = () => {
    if (applying) return;
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
          <p className={styles.offerText} id={`${id}-applied`}>
            <span className={styles.code}>{applied.code}</span>
            <span className="visually-hidden"> · </span>
            <span>{applied.words}</span>
            <span className="visually-hidden"> — {offAmount(applied)}</span>
          </p>
          <span className={styles.offerAmount} aria-hidden="true">
            {offAmount(applied)}
          </span>
          <button
            ref={removeRef}
            type="button"
            className={styles.remove}
            aria-describedby={`${id}-applied`}
            onClick={() => {
              focusNext.current = 'input';
              setOpen(true);
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
                <button type="button" className={styles.apply} onClick={applyTyped} disabled={applying} aria-busy={applying || undefined}>
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
    </div>
  );
}
