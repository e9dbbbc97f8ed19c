/**
 * The forms' building blocks (account, contact, addresses): labelled inputs whose hint and message are tied to them
 * (aria-describedby, aria-invalid), a password input with show/hide, the one-time code input, the
 * submit button and the form's alert. The phone input is in phone-field.tsx.
 */
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldControl } from './use-zod-form.ts';
import { AlertIcon } from '../icons.tsx';
import { CheckCircleIcon, EyeIcon, EyeOffIcon } from '../screen-icons.tsx';
import styles from './form.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export type FieldProps = {
  label: string;
  control: FieldControl;
  hint?: ReactNode;
  /** Beside the label, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
  /** The message with links in it (the address form's out-of-area ZIP); its words are the control's error. */
  errorContent?: ReactNode;
} & InputProps;

function describedBy(control: FieldControl, hint: ReactNode): string | undefined {
  const ids = [hint ? `${control.id}-hint` : null, control.error ? `${control.id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldFrame({ label, control, hint, labelAside, errorContent, children }: Omit<FieldProps, keyof InputProps> & { children: ReactNode }) {
  return (
    <div className={styles.field} data-invalid={control.error ? true : undefined}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={control.id}>
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${control.id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control.error ? (
        <p id={`${control.id}-error`} className={styles.error}>
          <AlertIcon size={16} />
          <span>{errorContent ?? control.error}</span>
        </p>
      ) : null}
    </div>
  );
}

export function inputAttributes(control: FieldControl, hint: ReactNode) {
  return {
    id: control.id,
    name: control.name,
    value: control.value,
    onChange: control.onChange,
    onBlur: control.onBlur,
    'aria-invalid': control.error ? true : undefined,
    'aria-describedby': describedBy(control, hint),
  } as const;
}

export function TextField({ label, control, hint, labelAside, errorContent, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} control={control} hint={hint} labelAside={labelAside} errorContent={errorContent}>
      <input className={`${styles.input} ${className ?? ''}`} {...input} {...inputAttributes(control, hint)} />
    </FieldFrame>
  );
}

/** Paragraphs (notes, instructions): a text area in the fields' frame, growing downwards only. */
export function TextAreaField({ label, control, hint, rows = 3 }: Omit<FieldProps, keyof InputProps> & { rows?: number }) {
  return (
    <FieldFrame label={label} control={control} hint={hint}>
      <textarea
        id={control.id}
        name={control.name}
        className={`${styles.input} ${styles.textarea}`}
        value={control.value}
        rows={rows}
        onChange={(event) => control.setValue(event.target.value)}
        onBlur={control.onBlur}
        aria-invalid={control.error ? true : undefined}
        aria-describedby={describedBy(control, hint)}
      />
    </FieldFrame>
  );
}

/** Paste is welcome (password managers); the eye button shows what was typed. */
/** A choice among a few fixed options, in the fields' frame (label, hint, error). */
export function SelectField({
  label,
  control,
  hint,
  labelAside,
  options,
  disabled,
}: Omit<FieldProps, keyof InputProps> & { options: readonly { value: string; label: string }[]; disabled?: boolean }) {
  return (
    <FieldFrame label={label} control={control} hint={hint} labelAside={labelAside}>
      <select className={styles.input} {...inputAttributes(control, hint)} disabled={disabled} onChange={(event) => control.setValue(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function PasswordField({ label, control, hint, labelAside, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} control={control} hint={hint} labelAside={labelAside}>
      <div className={styles.withButton}>
        <input
          className={styles.input}
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...input}
          {...inputAttributes(control, hint)}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={control.id}
          aria-pressed={visible}
          aria-label="Show password"
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
    </FieldFrame>
  );
}

/** The six-digit code from the e-mail: digits only, offered by the keyboard's one-time-code suggestion. */
export function CodeField({ label, control, hint, labelAside, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} control={control} hint={hint} labelAside={labelAside}>
      <input
        className={`${styles.input} ${styles.code}`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        {...input}
        {...inputAttributes(control, hint)}
        onChange={(event) => control.setValue(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </FieldFrame>
  );
}

/** `disabled`: nothing to submit to yet (the form's hint says why); while `pending` it is disabled too. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span>{pending ? pendingLabel : children}</span>
    </button>
  );
}

/** The form's message: an alert for refusals (announced, and focusable so the keyboard can land on it). */
export const FormAlert = forwardRef<HTMLDivElement, { tone?: 'error' | 'success' | 'info'; title?: string; children: ReactNode }>(function FormAlert(
  { tone = 'error', title, children },
  ref,
) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <AlertIcon size={20} /> : <CheckCircleIcon size={20} />}
      <div>
        {title ? <p className={styles.alertTitle}>{title}</p> : null}
        <div className={styles.alertText}>{children}</div>
      </div>
    </div>
  );
});
