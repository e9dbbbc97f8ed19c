/**
 * The owner's offers, the newest first: each with its code (or that it is automatic), its state, the offer in the
 * customer's words, when it runs and how often it may be used; Edit, and Pause, Resume or End at once (each saves the
 * whole offer again over the version read). What a change did, or why not, is said above the list.
 */
import type { StoredOffer } from '@functions/offers/contract/offers';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { ClockIcon } from '../../../components/icons.tsx';
import { PencilIcon, RepeatIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { offerName, offerWords, usesWords, validityWords } from '../hooks/offer-words.ts';
import { useOfferStates } from '../hooks/use-offer-states.ts';
import { OfferStateBadge } from './offer-state-badge.tsx';
import styles from './offer-list.module.scss';

type RowProps = { offer: StoredOffer; now: number; busy: boolean; onChange: ReturnType<typeof useOfferStates>['change'] };

function OfferRow({ offer, now, busy, onChange }: RowProps) {
  const name = offerName(offer);
  return (
    <li className={styles.row} data-state={offer.state} data-offer-id={offer.offerId}>
      <div className={styles.head}>
        <h2 className={styles.name}>
          {offer.kind === 'code' ? <span className={styles.code}>{offer.code}</span> : <span className={styles.automatic}>Automatic offer</span>}
        </h2>
        <OfferStateBadge state={offer.state} />
      </div>
      <p className={styles.words}>{offerWords(offer)}</p>
      <ul className={styles.meta} aria-label={`${name}: when and how often`}>
        <li>
          <ClockIcon size={16} />
          <span>{validityWords(offer, now)}</span>
        </li>
        <li>
          <RepeatIcon size={16} />
          <span>{usesWords(offer)}</span>
        </li>
      </ul>
      <div className={styles.actions} role="group" aria-label={`${name}: actions`}>
        <Link to={offer.offerId} className={styles.edit} aria-label={`Edit ${name}`}>
          <PencilIcon size={16} />
          <span>Edit</span>
        </Link>
        {offer.state !== 'ended' ? (
          <>
            {/* One button that says Pause or Resume: it stays the same element, so the keyboard stays on it. */}
            <button
              type="button"
              className={styles.action}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : onChange(offer, offer.state === 'active' ? 'paused' : 'active'))}
              aria-label={`${offer.state === 'active' ? 'Pause' : 'Resume'} ${name}`}
            >
              {offer.state === 'active' ? 'Pause' : 'Resume'}
            </button>
            <button
              type="button"
              className={`${styles.action} ${styles.end}`}
              aria-disabled={busy || undefined}
              onClick={() => (busy ? undefined : onChange(offer, 'ended'))}
              aria-label={`End ${name}`}
            >
              End
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** `note`: what the editor just saved, said above the list. */
export function OfferList({ offers, note }: { offers: readonly StoredOffer[]; note: string | null }) {
  const states = useOfferStates();
  const listRef = useRef<HTMLUListElement>(null);
  const { ended } = states;

  // An ended offer's Pause and End go: the keyboard goes to its Edit, the one way on left in its row.
  useEffect(() => {
    if (!ended) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-offer-id]') ?? [];
    [...rows]
      .find((row) => row.dataset.offerId === ended.offerId)
      ?.querySelector<HTMLElement>('a')
      ?.focus();
  }, [ended]);

  const now = Date.now();
  const said = states.done ?? note;
  return (
    <div className={styles.listArea}>
      <FormRefusal error={states.failure} onReload={states.reload} reloading={states.reloading} />
      {said && !states.failure ? (
        <FormAlert tone="success" title="Done">
          {said}
        </FormAlert>
      ) : null}
      {offers.length === 0 ? (
        <p className={styles.empty}>No offers yet. Make a code for customers to type at checkout, or an automatic offer the checkout takes by itself.</p>
      ) : (
        <ul ref={listRef} className={styles.list} aria-label="Offers, newest first">
          {offers.map((offer) => (
            <OfferRow key={offer.offerId} offer={offer} now={now} busy={states.pendingId === offer.offerId} onChange={states.change} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function OfferListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the offers" className={styles.list}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={styles.skeleton} />
      ))}
    </div>
  );
}
