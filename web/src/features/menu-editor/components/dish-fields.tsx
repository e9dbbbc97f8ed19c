/**
 * The dish form's inputs beyond the form kit's text, price and checkbox-group fields: a select, a text area and a
 * checkbox with its hint. Each is labelled, and its hint and message are tied to it (aria-describedby, aria-invalid),
 * its id made from its path.
 */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../../components/form/form-fields.tsx';
import { describedBy } from '../../../components/form/checkbox-group.tsx';
import { draftControl } from '../../../components/form/draft-form.ts';
import type { FieldControl } from '../../../components/form/use-zod-form.ts';
import formStyles from '../../../components/form/form.module.scss';
import type { DishDraft } from '../hooks/dish-draft.ts';
import type { DishForm } from '../hooks/use-dish-form.ts';
import styles from './dish-form.module.scss';

/** The form kit's control for one field of the draft, named by its path. */
export function controlOf(form: DishForm, formId: string, path: string, value: string, change: (current: DishDraft, value: string) => DishDraft): FieldControl {
  return draftControl(form, formId, path, value, change);
}

export function SelectField({
  label,
  control,
  hint,
  options,
  placeholder,
}: {
  label: string;
  control: FieldControl;
  hint?: ReactNode;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** A first, empty choice ('Choose a category'). */
  placeholder?: string;
}) {
  return (
    <FieldFrame label={label} control={control} hint={hint}>
      <select
        id={control.id}
        name={control.name}
        className={`${formStyles.input} ${styles.select}`}
        value={control.value}
        onChange={(event) => control.setValue(event.target.value)}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={describedBy(control.id, { hint, error: control.error })}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  control,
  hint,
  ...textarea
}: { label: string; control: FieldControl; hint?: ReactNode } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange'>) {
  return (
    <FieldFrame label={label} control={control} hint={hint}>
      <textarea
        id={control.id}
        name={control.name}
        className={`${formStyles.input} ${styles.textarea}`}
        value={control.value}
        onChange={(event) => control.setValue(event.target.value)}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={describedBy(control.id, { hint, error: control.error })}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.checkField}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.checkHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
