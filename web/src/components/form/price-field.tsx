/**
 * A price in dollars as the owner types it ('12.50', with a $ before the box): the menu editor's sizes and extras, the
 * kitchen's auto-accept limit. The form's draft keeps the text; lib/money.ts reads it into integer cents.
 */
import type { ReactNode } from 'react';
import { FieldFrame, inputAttributes } from './form-fields.tsx';
import type { FieldControl } from './use-zod-form.ts';
import formStyles from './form.module.scss';
import styles from './price-field.module.scss';

export function PriceField({ label, control, hint }: { label: string; control: FieldControl; hint?: ReactNode }) {
  return (
    <FieldFrame label={label} control={control} hint={hint}>
      <div className={styles.price}>
        <span className={styles.dollar} aria-hidden="true">
          $
        </span>
        <input className={formStyles.input} type="text" inputMode="decimal" autoComplete="off" {...inputAttributes(control, hint)} />
      </div>
    </FieldFrame>
  );
}
