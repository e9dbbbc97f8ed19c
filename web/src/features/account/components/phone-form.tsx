/**
 * The mobile number form, checked with the API's phone schema (US by default, sent as E.164). Its
 * own module, so only the screen that takes a phone number loads libphonenumber's metadata.
 */
import { phoneRequestSchema } from '@contracts/phone';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { SubmitButton } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import styles from '../../../components/form/form.module.scss';
import { displayPhone } from '../../../lib/phone-display.ts';
import { formatPhoneAsTyped, PhoneField } from '../../../components/form/phone-field.tsx';
import { FormActions, type SettingsFormProps } from './settings-forms.tsx';

type PhoneFormProps = SettingsFormProps<{ phone: string }> & { currentPhone: string | null };

export function PhoneForm({ onSubmit, pending, error, cancelTo, currentPhone }: PhoneFormProps) {
  const current = currentPhone ? formatPhoneAsTyped(displayPhone(currentPhone), '') : '';
  const form = useZodForm({ schema: phoneRequestSchema, initialValues: { phone: current }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <PhoneField
        label="Mobile phone number"
        control={form.field('phone')}
        placeholder="(414) 555-0123"
        hint="US numbers as you’d dial them; other countries starting with + and the country code."
      />
      <FormActions cancelTo={cancelTo}>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </FormActions>
    </form>
  );
}
