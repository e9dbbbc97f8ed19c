/**
 * The phone input: formats as you type with libphonenumber-js (US by default). Its own module, so
 * only the screens that take a phone number load the number metadata.
 */
import { AsYouType } from 'libphonenumber-js/min';
import { FieldFrame, inputAttributes, type FieldProps } from './form-fields.tsx';
import styles from './form.module.scss';

/** Formats a US number as it is typed ('(414) 555-0173'); other countries with a leading +. */
export function formatPhoneAsTyped(next: string, previous: string): string {
  // Deleting must not fight the formatter, which would put a removed ')' or '-' straight back.
  if (next.length < previous.length) return next;
  return new AsYouType('US').input(next);
}

export function PhoneField({ label, control, hint, labelAside, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} control={control} hint={hint} labelAside={labelAside}>
      <input
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...input}
        {...inputAttributes(control, hint)}
        onChange={(event) => control.setValue(formatPhoneAsTyped(event.target.value, control.value))}
      />
    </FieldFrame>
  );
}
