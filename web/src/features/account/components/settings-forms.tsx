/**
 * The login-and-security forms, checked with the API's own schemas as you type. Each starts from
 * the current value and hands valid values back to its screen. The phone form is in phone-form.tsx.
 */
import { emailChangeRequestSchema, nameRequestSchema, passwordChangeRequestSchema } from '@functions/accounts/contract/auth';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { newPasswordHint, type FormProps } from './auth-forms.tsx';
import { PasswordField, SubmitButton, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import styles from '../../../components/form/form.module.scss';

export type SettingsFormProps<Values> = FormProps<Values> & { cancelTo: string };

/**
 * The frame every change form shares: the server's refusal above the fields, then the submit
 * button (its label while pending) beside Cancel, back to `cancelTo`.
 */
export function ChangeForm<Values>({
  form,
  props: { onSubmit, error, pending, cancelTo },
  submitLabel,
  pendingLabel = 'Saving…',
  children,
}: {
  form: { handleSubmit: (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => void; serverErrorIsAboutFields: boolean };
  props: SettingsFormProps<Values>;
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      {children}
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <Link to={cancelTo} className={styles.secondaryButton}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

export function NameForm({ currentName, ...props }: SettingsFormProps<{ name: string }> & { currentName: string }) {
  const form = useZodForm({ schema: nameRequestSchema, initialValues: { name: currentName }, serverError: props.error });
  return (
    <ChangeForm form={form} props={props} submitLabel="Save changes">
      <TextField
        label="Name"
        control={form.field('name')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={100}
        hint="As you’d like us to greet you and label your orders."
      />
    </ChangeForm>
  );
}

export function EmailForm({ currentEmail, ...props }: SettingsFormProps<{ email: string }> & { currentEmail: string }) {
  // The server answers the same for the address the account already has, but sends nothing.
  const schema = useMemo(
    () =>
      emailChangeRequestSchema.refine((value) => value.email.toLowerCase() !== currentEmail.toLowerCase(), {
        path: ['email'],
        message: 'That is already your e-mail address',
      }),
    [currentEmail],
  );
  const form = useZodForm({ schema, initialValues: { email: '' }, serverError: props.error });
  return (
    <ChangeForm form={form} props={props} submitLabel="Send verification link" pendingLabel="Sending the link…">
      <TextField
        label="New e-mail address"
        control={form.field('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="We’ll send a link to this address. Your address changes when you follow it."
      />
    </ChangeForm>
  );
}

type PasswordChange = { currentPassword: string; password: string };

export function PasswordForm({ email, ...props }: SettingsFormProps<PasswordChange> & { email: string }) {
  const form = useZodForm({
    schema: passwordChangeRequestSchema,
    initialValues: { currentPassword: '', password: '' },
    serverError: props.error,
    requiredMessages: { currentPassword: 'Enter your current password' },
  });
  return (
    <ChangeForm form={form} props={props} submitLabel="Change password">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Current password" control={form.field('currentPassword')} autoComplete="current-password" />
      <PasswordField label="New password" control={form.field('password')} autoComplete="new-password" hint={newPasswordHint} />
    </ChangeForm>
  );
}
