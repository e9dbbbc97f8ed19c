/**
 * The mobile number form, checked with the API's phone schema (US by default, sent as E.164). Its
 * own module, so only the screen that takes a phone number loads libphonenumber's metadata.
 */
import { phoneRequestSchema } from '@functions/platform/contract/phone';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { formatPhoneAsTyped, PhoneField } from '../../../components/form/phone-field.tsx';
import { ChangeForm, type SettingsFormProps } from './settings-forms.tsx';

type PhoneFormProps = SettingsFormProps<{ phone: string }> & { currentPhone: string | null };

export function PhoneForm({ currentPhone, ...props }: PhoneFormProps) {
  const current = currentPhone ? formatPhoneAsTyped(displayPhone(currentPhone), '') : '';
  const form = useZodForm({ schema: phoneRequestSchema, initialValues: { phone: current }, serverError: props.error });
  return (
    <ChangeForm form={form} props={props} submitLabel="Save changes">
      <PhoneField
        label="Mobile phone number"
        control={form.field('phone')}
        placeholder="(414) 555-0123"
        hint="US numbers as you’d dial them; other countries starting with + and the country code."
      />
    </ChangeForm>
  );
}
