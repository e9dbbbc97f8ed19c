/**
 * The phone step: the number the kitchen calls about this order, required for pickup and delivery
 * (docs/business-rules.md#checkout). It starts from the account's number; the one the order is
 * placed with becomes the account's for next time. Under it, where the stage sends texts, "Text me
 * about this order" with its consent words (docs/business-rules.md#customer-updates).
 */
import { PhoneField } from '../../../components/form/phone-field.tsx';
import type { TextUpdatesChoice } from '../hooks/text-updates.ts';
import { CheckoutSection } from './checkout-section.tsx';
import { TextConsent } from './text-consent.tsx';

type Props = {
  step: number;
  value: string;
  onChange: (phone: string) => void;
  onBlur: () => void;
  /** Why the number can't be used (shown once the field was left, or the order tried). */
  error: string | undefined;
  /** A refusal of the placed order about the phone. */
  refusal?: string | undefined;
  /** Texts about this order: whether the box shows, whether it is ticked, and its change. */
  texts: TextUpdatesChoice & { onChange: (checked: boolean) => void };
};

export function PhoneStep({ step, value, onChange, onBlur, error, refusal, texts }: Props) {
  return (
    <CheckoutSection step={step} title="Your phone number" as="section" error={refusal}>
      <PhoneField
        label="Mobile phone number"
        placeholder="(414) 555-0123"
        hint="The kitchen calls this number only about this order, for example when a driver can’t find you. We keep it on your account for next time."
        required
        control={{
          id: 'checkout-phone',
          name: 'phone',
          value,
          error,
          onChange: (event) => onChange(event.target.value),
          onBlur,
          setValue: onChange,
        }}
      />
      {texts.offered ? <TextConsent checked={texts.checked} onChange={texts.onChange} /> : null}
    </CheckoutSection>
  );
}
