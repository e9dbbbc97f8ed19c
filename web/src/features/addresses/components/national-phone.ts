/** A stored E.164 number as people in the US write it, with the form kit's formatter. */
import { formatPhoneAsTyped } from '../../../components/form/phone-field.tsx';

/** '+14145550173' → '(414) 555-0173'; numbers of other countries as stored. */
export function nationalPhone(phone: string): string {
  return phone.startsWith('+1') ? formatPhoneAsTyped(phone.slice(2), '') : phone;
}
