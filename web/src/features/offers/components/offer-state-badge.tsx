/** An offer's state as a coloured pill with its word: active (green), paused (gold), ended (calm). */
import type { OfferState } from '@functions/offers/contract/offers';
import { stateWords } from '../hooks/offer-words.ts';
import styles from './offer-state-badge.module.scss';

export function OfferStateBadge({ state }: { state: OfferState }) {
  return (
    <span className={styles.badge} data-state={state}>
      <span className="visually-hidden">State: </span>
      {stateWords[state]}
    </span>
  );
}
