/**
 * Step 6: how the customer pays: now by card on Stripe's page, or in person (card or cash), and when that happens.
 * While the address is not verified the in-person ways show disabled, with `verifyNotice` (the screen's reminder,
 * which says why and resends the link) under them.
 */
import type { FulfilmentMode, PaymentMethodId, PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import type { ReactNode } from 'react';
import { CardIcon, CashIcon, LockIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { isInPerson } from '../hooks/use-checkout-choices.ts';
import { CheckoutSection } from './checkout-section.tsx';
import styles from './checkout-choices.module.scss';

const methodIcons: Record<PaymentMethodId, ReactNode> = {
  'card-online': <LockIcon size={26} />,
  'in-person-card': <CardIcon size={26} />,
  'in-person-cash': <CashIcon size={26} />,
};

const whenYouPay: Record<FulfilmentMode, string> = {
  pickup: 'You pay when you collect your order at our counter. Nothing is charged now.',
  delivery: 'You pay the driver at the door. Nothing is charged now.',
};

/** By card, the page is Stripe's: no card number is typed on this site. */
const byCardNow = 'Placing the order takes you to Stripe’s secure page to pay; you come back here after. Your card details never reach our site.';

type PaymentChoiceProps = {
  step: number;
  mode: FulfilmentMode;
  methods: PaymentMethodsAnswer['methods'] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  value: PaymentMethodId | undefined;
  onChange: (method: PaymentMethodId) => void;
  error?: string | undefined;
  /** false while the account's address is not verified: paying in person waits for it. */
  inPersonAllowed: boolean;
  /** Shown under the ways to pay while in person is not allowed. */
  verifyNotice?: ReactNode;
};

export function PaymentChoice({ step, mode, methods, loadFailed, onRetry, value, onChange, error, inPersonAllowed, verifyNotice }: PaymentChoiceProps) {
  const someHeldBack = !inPersonAllowed && methods?.some((method) => isInPerson(method.id));
  return (
    <CheckoutSection step={step} title="Payment" error={error}>
      <p className={styles.sectionHint}>{value === 'card-online' ? byCardNow : whenYouPay[mode]}</p>
      {loadFailed ? (
        <p className={styles.inlineError} role="alert">
          We couldn’t load the ways to pay.{' '}
          <button type="button" className={styles.textButton} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : !methods ? (
        <div className={styles.cardGrid} aria-busy="true" aria-label="Loading the ways to pay">
          <Skeleton className={styles.cardSkeleton} />
          <Skeleton className={styles.cardSkeleton} />
        </div>
      ) : (
        <div className={styles.cardGrid}>
          {methods.map((method) => (
            <label key={method.id} className={styles.modeCard}>
              <input
                type="radio"
                className={styles.hiddenInput}
                name="paymentMethod"
                value={method.id}
                checked={value === method.id}
                disabled={!inPersonAllowed && isInPerson(method.id)}
                onChange={() => onChange(method.id)}
                aria-labelledby={`payment-${method.id}-title`}
                aria-describedby={`payment-${method.id}-text`}
              />
              <span className={styles.modeIcon} aria-hidden="true">
                {methodIcons[method.id]}
              </span>
              <span className={styles.cardText}>
                <span id={`payment-${method.id}-title`} className={styles.cardTitle}>
                  {method.title}
                </span>
                <span id={`payment-${method.id}-text`} className={styles.cardHint}>
                  {method.description}
                </span>
              </span>
              <span className={styles.radioMark} aria-hidden="true" />
            </label>
          ))}
        </div>
      )}
      {someHeldBack ? verifyNotice : null}
    </CheckoutSection>
  );
}
