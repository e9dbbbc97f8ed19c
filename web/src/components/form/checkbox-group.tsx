/**
 * A group of checkbox toggles drawn as pills (the dish's allergens and diet labels, an offer's days and modes), in a
 * fieldset with its legend, hint and message; and the message line and aria-describedby of a field known by its id,
 * for inputs the form kit's fields do not draw (a select of the menu's dishes, a row's list).
 */
import type { ReactNode } from 'react';
import { AlertIcon } from '../icons.tsx';
import formStyles from './form.module.scss';
import styles from './checkbox-group.module.scss';

/** The ids of a field's hint and message, as its input's aria-describedby. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's message under it, with the id describedBy names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={formStyles.error}>
      <AlertIcon size={16} />
      <span>{error}</span>
    </p>
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
