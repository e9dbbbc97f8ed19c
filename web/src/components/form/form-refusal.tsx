/**
 * The server's refusal above a form, in the customer's words (apiErrorText). Left out when every
 * message of the refusal already shows under its field.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { FormAlert } from './form-fields.tsx';

export function FormRefusal({ error, aboutFields = false, children }: { error: unknown; aboutFields?: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(error) && !aboutFields;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [error, shown]);
  if (!shown) return null;
  return (
    <FormAlert ref={ref}>
      {apiErrorText(error)}
      {children}
    </FormAlert>
  );
}
