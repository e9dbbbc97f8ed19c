/**
 * The contact forms' own inputs, built on the shared form kit's frame (label, hint and message tied
 * to the control): a select, a textarea with a character counter, the optional reply address of a
 * request, and the send button that stays disabled, and says why, while the form has errors.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, inputAttributes, TextField } from '../../../components/form/form-fields.tsx';
import type { FieldControl } from '../../../components/form/use-zod-form.ts';
import formStyles from '../../../components/form/form.module.scss';
import styles from './contact-forms.module.scss';

type FrameProps = { label: string; control: FieldControl; hint?: ReactNode };

/** The kit's attributes minus its input-only change handler: these controls set the value directly. */
function controlAttributes(control: FieldControl, hint: ReactNode) {
  const { onChange: _inputOnly, ...attributes } = inputAttributes(control, hint);
  return attributes;
}

export function SelectField({
  label,
  control,
  hint,
  options,
  placeholder,
  ...select
}: FrameProps & {
  options: readonly { value: string; label: string }[];
  /** The empty first choice, e.g. 'Choose a dish'. */
  placeholder: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>) {
  return (
    <FieldFrame label={label} control={control} hint={hint}>
      <select
        className={`${formStyles.input} ${styles.select}`}
        {...select}
        {...controlAttributes(control, hint)}
        onChange={(event) => control.setValue(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A textarea whose hint counts the characters against the field's maximum. */
export function TextAreaField({
  label,
  control,
  maxCharacters,
  ...textarea
}: Omit<FrameProps, 'hint'> & { maxCharacters: number } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'maxLength'
  >) {
  const count = control.value.length;
  const counter = (
    <span className={styles.counter} data-over={count > maxCharacters || undefined}>
      {count} of {maxCharacters} characters
    </span>
  );
  return (
    <FieldFrame label={label} control={control} hint={counter}>
      <textarea
        className={`${formStyles.input} ${styles.textarea}`}
        {...textarea}
        {...controlAttributes(control, counter)}
        onChange={(event) => control.setValue(event.target.value)}
      />
    </FieldFrame>
  );
}

/**
 * Where the owner can answer a dish or ingredients request: signed out, an optional address field;
 * signed in, a line saying the account's address is used (the server takes it from the session).
 */
export function ReplyEmailField({ control, signedIn }: { control: FieldControl; signedIn: boolean }) {
  if (signedIn) return <p className={styles.replyNote}>We will reply to the address on your account.</p>;
  return (
    <TextField
      label="Your e-mail (optional)"
      control={control}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="you@example.com"
      hint="Add it if you would like an answer; without it the request stays anonymous."
    />
  );
}

/**
 * The form's submit button. While `blockedReason` is given it is disabled, with the reason as its
 * tooltip and as its accessible description (shown under it too, for touch and keyboard users).
 */
export function SendButton({
  pending,
  pendingLabel,
  blockedReason,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  blockedReason?: string | undefined;
  children: ReactNode;
}) {
  const reasonId = useId();
  const blocked = Boolean(blockedReason) && !pending;
  return (
    <div className={styles.send}>
      <button
        type="submit"
        className={`${formStyles.submit} ${styles.sendButton}`}
        disabled={pending || blocked}
        data-blocked={blocked || undefined}
        aria-busy={pending || undefined}
        title={blocked ? blockedReason : undefined}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {pending ? <span className={formStyles.spinner} aria-hidden="true" /> : null}
        <span>{pending ? pendingLabel : children}</span>
      </button>
      {blocked ? (
        <p id={reasonId} className={styles.sendReason}>
          {blockedReason}
        </p>
      ) : null}
    </div>
  );
}
