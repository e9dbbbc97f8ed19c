/**
 * The add/edit address form, checked with the API's own schema as you type: a ZIP outside the
 * service area shows the message to contact the business right at the field, its phone and e-mail as links. A new
 * address starts from the account's name and phone (editable).
 */
import { addressFormSchema, deliveryInstructionsMax, type Address, type AddressRequestInput } from '@functions/accounts/contract/address';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { WithContactLinks } from '../../../components/contact-links.tsx';
import { FieldFrame, inputAttributes, SubmitButton, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { PhoneField } from '../../../components/form/phone-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import styles from './address-form.module.scss';
import { nationalPhone } from './national-phone.ts';

type AddressFormProps = {
  /** The address being edited; absent when adding. */
  address?: Address;
  /** Whether the customer has no address yet (the first one becomes the default). */
  first: boolean;
  cancelTo: string;
  pending: boolean;
  error: unknown;
  onSubmit: (request: AddressRequestInput) => void;
  /**
   * A new address's start: the account's name and phone (E.164; null: none; undefined: not known yet, filled in
   * when it comes if the field is still empty).
   */
  prefill?: { recipientName: string; phone: string | null | undefined };
};

function initialValues(address: Address | undefined, prefill: AddressFormProps['prefill']) {
  return {
    label: address?.label ?? '',
    recipientName: address?.recipientName ?? prefill?.recipientName ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? 'WI',
    zip: address?.zip ?? '',
    phone: address?.phone ? nationalPhone(address.phone) : prefill?.phone ? nationalPhone(prefill.phone) : '',
    deliveryInstructions: address?.deliveryInstructions ?? '',
  };
}

export function AddressForm({ address, first, cancelTo, pending, error, onSubmit, prefill }: AddressFormProps) {
  const form = useZodForm({ schema: addressFormSchema, initialValues: initialValues(address, prefill), serverError: error });
  const phone = form.field('phone');
  const zip = form.field('zip');
  // The account's phone, known only after the form opened: it fills the field if nothing was typed there yet.
  const [phoneKnown, setPhoneKnown] = useState(prefill?.phone !== undefined);
  if (!phoneKnown && prefill?.phone !== undefined) {
    setPhoneKnown(true);
    if (prefill.phone && phone.value === '') phone.setValue(nationalPhone(prefill.phone));
  }
  const alreadyDefault = address?.isDefault ?? false;
  const [makeDefault, setMakeDefault] = useState(alreadyDefault || first);
  const instructions = form.field('deliveryInstructions');
  const charactersLeft = deliveryInstructionsMax - instructions.value.length;

  return (
    <form
      className={formStyles.form}
      noValidate
      // The server takes the fields as typed and normalises them (ZIP, state, phone) itself.
      onSubmit={form.handleSubmit(() => onSubmit({ ...form.values, isDefault: makeDefault }))}
    >
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField label="Address name" control={form.field('label')} maxLength={30} autoComplete="off" hint="For example Home, Work or Grandma’s." />
      <TextField label="Full name" control={form.field('recipientName')} autoComplete="name" autoCapitalize="words" maxLength={100} />
      <TextField label="Street address" control={form.field('line1')} autoComplete="address-line1" maxLength={100} />
      <TextField label="Apartment, suite, floor (optional)" control={form.field('line2')} autoComplete="address-line2" maxLength={100} />
      <div className={styles.place}>
        <TextField label="City" control={form.field('city')} autoComplete="address-level2" maxLength={60} />
        <TextField
          label="State"
          control={form.field('state')}
          autoComplete="address-level1"
          autoCapitalize="characters"
          maxLength={2}
          className={styles.state}
        />
        <TextField
          label="ZIP code"
          control={zip}
          errorContent={zip.error ? <WithContactLinks text={zip.error} /> : undefined}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          className={styles.zip}
        />
      </div>
      <PhoneField label="Phone for the driver (optional)" control={phone} hint="We call only if the driver can’t find you." />
      <FieldFrame
        label="Delivery instructions (optional)"
        control={instructions}
        hint={`Gate codes, where to leave the food, a landmark. ${charactersLeft} characters left.`}
      >
        <textarea
          className={`${formStyles.input} ${styles.instructions}`}
          rows={3}
          maxLength={deliveryInstructionsMax}
          {...inputAttributes(instructions, true)}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => instructions.setValue(event.target.value)}
        />
      </FieldFrame>
      <div className={styles.defaultChoice}>
        <input
          id={`${instructions.id}-default`}
          type="checkbox"
          checked={makeDefault}
          disabled={alreadyDefault || first}
          aria-describedby={`${instructions.id}-default-hint`}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
        <div>
          <label htmlFor={`${instructions.id}-default`}>Make this my default address</label>
          <p id={`${instructions.id}-default-hint`} className={formStyles.hint}>
            {alreadyDefault
              ? 'This is your default address. To change that, make another address the default.'
              : first
                ? 'Your first address is your default. Checkout suggests it for delivery.'
                : 'Checkout suggests your default address for delivery.'}
          </p>
        </div>
      </div>
      <div className={formStyles.actions}>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {address ? 'Save changes' : 'Save address'}
        </SubmitButton>
        <Link to={cancelTo} className={formStyles.secondaryButton}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
