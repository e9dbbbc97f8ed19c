/**
 * The dish form's inputs beyond the form kit's text and price fields: a select, a text area,
 * a checkbox with its hint, and a group of checkboxes (allergens, diet labels). Each is labelled, and
 * its hint and message are tied to it (aria-describedby, aria-invalid), its id made from its path.
 */
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../../../components/form/form-fields.tsx';
import { draftControl } from '../../../components/form/draft-form.ts';
import type { FieldControl } from '../../../components/form/use-zod-form.ts';
import formStyles from '../../../components/form/form.module.scss';
import { AlertIcon } from '../../../components/icons.tsx';
import type { DishDraft } from '../hooks/dish-draft.ts';
import type { DishForm } from '../hooks/use-dish-form.ts';
import styles from './dish-form.module.scss';

/** The form kit's control for one field of the draft, named by its path. */
export function controlOf(form: DishForm, formId: string, path: string, value: string, change: (current: DishDraft, value: string) => DishDraft): FieldControl {
  return draftControl(form, formId, path, value, change);
}

export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={formStyles.error}>
      <AlertIcon size={16} />
      <span>{error}</span>
    </p>
  );
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

/** A fieldset of toggles; the first one carries the group's id (where the keyboard goes for its message). */
export function CheckboxGroup<Value extends string>({
  id,
  legend,
  legendHidden = false,
  hint,
  options,
  selected,
  error,
  onChange,
  compact = false,
}: {
  id: string;
  legend: string;
  legendHidden?: boolean;
  hint?: ReactNode;
  options: readonly { value: Value; label: string }[];
  selected: readonly Value[];
  error?: string;
  onChange: (selected: Value[]) => void;
  compact?: boolean;
}) {
  return (
    <fieldset className={styles.checkGroup} aria-describedby={describedBy(id, { hint, error })}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.groupHint}>
          {hint}
        </p>
      ) : null}
      <div className={compact ? `${styles.toggles} ${styles.compact}` : styles.toggles}>
        {options.map((option, index) => {
          const checked = selected.includes(option.value);
          return (
            <label key={option.value} className={styles.toggle} data-checked={checked || undefined}>
              <input
                id={index === 0 ? id : undefined}
                type="checkbox"
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? options.map((candidate) => candidate.value).filter((value) => value === option.value || selected.includes(value))
                      : selected.filter((value) => value !== option.value),
                  )
                }
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
