/** The numbered steps: pickup or delivery, the address (delivery only), when, your phone (and texts), tip, notes and payment. */
import type { Address } from '@functions/accounts/contract/address';
import type { ScheduleAnswer } from '@functions/orders/contract/order';
import type { PaymentMethodsAnswer } from '@functions/shop/contract/ordering';
import type { ComponentProps, ReactNode } from 'react';
import { businessDate } from '../hooks/slot-labels.ts';
import type { CheckoutChoices, effectiveChoices } from '../hooks/use-checkout-choices.ts';
import { AddressChoice } from './address-choice.tsx';
import { FulfilmentChoice } from './fulfilment-choice.tsx';
import { NotesField } from './notes-field.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { PhoneStep } from './phone-step.tsx';
import type { placeRefusal } from './place-refusal.tsx';
import { TimeChoice } from './time-choice.tsx';
import { TipChoice as TipStep } from './tip-choice.tsx';
import styles from './checkout-page.module.scss';

/** A query's answer and how to ask again, as each step needs it. */
type Loaded<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

type Props = {
  choices: CheckoutChoices;
  chosen: ReturnType<typeof effectiveChoices>;
  change: (next: Partial<CheckoutChoices>) => void;
  addresses: Loaded<Address[]>;
  schedule: Loaded<ScheduleAnswer>;
  payments: Loaded<PaymentMethodsAnswer>;
  /** The ways to pay offered for this order (the quote's), once known. */
  methods: PaymentMethodsAnswer['methods'] | undefined;
  refusal: ReturnType<typeof placeRefusal>;
  areaRefusal: string | undefined;
  /** The phone the order is placed with, as typed, and its problem once checked. */
  phone: { value: string; error: string | undefined; onChange: (phone: string) => void; onBlur: () => void };
  /** "Text me about this order", under the phone. */
  texts: ComponentProps<typeof PhoneStep>['texts'];
  /** Where adding an address goes, and back. */
  addAddressTo: ComponentProps<typeof AddressChoice>['addTo'];
  /** false while the account's address is not verified; then the payment step shows `verifyNotice`. */
  inPersonAllowed: boolean;
  verifyNotice?: ReactNode;
};

export function CheckoutSteps({
  choices,
  chosen,
  change,
  addresses,
  schedule,
  payments,
  methods,
  refusal,
  areaRefusal,
  phone,
  texts,
  addAddressTo,
  inPersonAllowed,
  verifyNotice,
}: Props) {
  const today = businessDate();
  // Pickup has no address step, so the steps after it move up one.
  const stepAfterAddress = chosen.mode === 'delivery' ? 3 : 2;
  return (
    <div className={styles.steps}>
      <FulfilmentChoice mode={chosen.mode} onChange={(mode) => change({ mode })} />
      {chosen.mode === 'delivery' ? (
        <AddressChoice
          step={2}
          addresses={addresses.data}
          loadFailed={addresses.isError}
          onRetry={() => void addresses.refetch()}
          value={chosen.addressId}
          onChange={(addressId) => change({ addressId })}
          addTo={addAddressTo}
          error={refusal.addressId ?? areaRefusal}
        />
      ) : null}
      <TimeChoice
        step={stepAfterAddress}
        mode={chosen.mode}
        schedule={schedule.data}
        loadFailed={schedule.isError}
        onRetry={() => void schedule.refetch()}
        timing={chosen.timing ?? 'schedule'}
        day={chosen.day}
        part={chosen.part}
        slotId={chosen.slotId}
        today={today}
        onTiming={(timing) => change({ timing })}
        // The part of the day shown stays with the next day when it has times then (else its first part shows).
        onDay={(day) => change({ day, part: chosen.part })}
        onPart={(part) => change({ part })}
        onSlot={(slotId) => change({ slotId, day: chosen.day, part: chosen.part })}
        error={refusal.when}
      />
      <PhoneStep
        step={stepAfterAddress + 1}
        value={phone.value}
        onChange={phone.onChange}
        onBlur={phone.onBlur}
        error={phone.error}
        refusal={refusal.phone}
        texts={texts}
      />
      <TipStep
        step={stepAfterAddress + 2}
        presets={payments.data?.tipPresetPercents ?? []}
        maxCents={payments.data?.customTipMaxCents ?? 0}
        value={choices.tip}
        onChange={(tip) => change({ tip })}
        customError={chosen.customTipError}
        error={refusal.tip}
      />
      <NotesField step={stepAfterAddress + 3} value={choices.notes} onChange={(notes) => change({ notes })} error={refusal.notes} />
      <PaymentChoice
        step={stepAfterAddress + 4}
        mode={chosen.mode}
        methods={methods}
        loadFailed={payments.isError}
        onRetry={() => void payments.refetch()}
        value={chosen.paymentMethod}
        onChange={(paymentMethod) => change({ paymentMethod })}
        error={refusal.paymentMethod ?? refusal.mode}
        inPersonAllowed={inPersonAllowed}
        verifyNotice={verifyNotice}
      />
    </div>
  );
}
