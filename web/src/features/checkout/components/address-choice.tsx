/**
 * Step 2 (delivery only): one of the customer's saved addresses as radio cards, the default first
 * and chosen unless another is picked; a link to add one that brings the customer back here.
 */
import type { Address } from '@functions/accounts/contract/address';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/icons.tsx';
import { PlusIcon, StarIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { CheckoutSection } from './checkout-section.tsx';
import shared from './checkout-choices.module.scss';
import styles from './address-choice.module.scss';

type AddressChoiceProps = {
  step: number;
  addresses: Address[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  value: string | undefined;
  onChange: (addressId: string) => void;
  /** Where 'Add an address' goes, with the state that brings the customer back. */
  addTo: { pathname: string; state: unknown };
  /** The quote's or the server's refusal about the address (e.g. outside the service area). */
  error?: string | undefined;
};

export function AddressChoice({ step, addresses, loadFailed, onRetry, value, onChange, addTo, error }: AddressChoiceProps) {
  const addLink = (text: string, primary = false) => (
    <Link to={addTo.pathname} state={addTo.state} className={primary ? styles.primaryLink : styles.textLink}>
      <PlusIcon size={18} />
      {text}
    </Link>
  );

  return (
    <CheckoutSection step={step} title="Delivery address" error={error} aside={addresses && addresses.length > 0 ? addLink('Add an address') : null}>
      {loadFailed ? (
        <p className={shared.inlineError} role="alert">
          We couldn’t load your addresses.{' '}
          <button type="button" className={shared.textButton} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : !addresses ? (
        <div className={shared.cardGrid} aria-busy="true" aria-label="Loading your addresses">
          <Skeleton className={shared.cardSkeleton} />
          <Skeleton className={shared.cardSkeleton} />
        </div>
      ) : addresses.length === 0 ? (
        <div className={styles.emptyPrompt}>
          <MapPinIcon size={28} />
          <p>You have no saved addresses yet. Add the address we should bring your order to.</p>
          {addLink('Add an address', true)}
        </div>
      ) : (
        <div className={shared.cardGrid}>
          {addresses.map((address) => (
            <label key={address.id} className={styles.addressCard}>
              <input
                type="radio"
                className={shared.hiddenInput}
                name="addressId"
                value={address.id}
                checked={value === address.id}
                onChange={() => onChange(address.id)}
                aria-labelledby={`address-${address.id}-title`}
                aria-describedby={`address-${address.id}-lines`}
              />
              <span id={`address-${address.id}-title`} className={shared.cardTitle}>
                {address.label}
                {address.isDefault ? (
                  <span className={styles.badge}>
                    <StarIcon size={12} /> Default
                  </span>
                ) : null}
              </span>
              <span id={`address-${address.id}-lines`} className={styles.addressLines}>
                {address.recipientName}
                <br />
                {address.line1}
                {address.line2 ? `, ${address.line2}` : ''}
                <br />
                {address.city}, {address.state} {address.zip}
              </span>
              {address.deliveryInstructions ? <span className={shared.cardHint}>“{address.deliveryInstructions}”</span> : null}
              <span className={shared.radioMark} aria-hidden="true" />
            </label>
          ))}
        </div>
      )}
    </CheckoutSection>
  );
}
