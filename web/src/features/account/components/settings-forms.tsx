/**
 * The login-and-security forms, checked with the API's own schemas as you type. Each starts from
 * the current value and hands valid values back to its screen. The phone form is in phone-form.tsx.
 */
import { emailChangeRequestSchema, nameRequestSchema, passwordChangeRequestSchema } from '@contracts/auth';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { newPasswordHint, type FormProps } from './auth-forms.tsx';
import { PasswordField, SubmitButton, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import styles from '../../../components/form/form.module.scss';

export function FormActions({ children, cancelTo }: { children: ReactNode; cancelTo: string }) {
  return (
    <div className={styles.actions}>
      {children}
      <Link to={cancelTo} className={styles.secondaryButton}>
        Cancel
      </Link>
    </div>
  );
}

export type SettingsFormProps<Values> = FormProps<Values> & { cancelTo: string };

export function NameForm({ onSubmit, pending, error, cancelTo, currentName }: SettingsFormProps<{ name: string }> & { currentName: string }) {
  const form = useZodForm({ schema: nameRequestSchema, initialValues: { name: currentName }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField
        label="Name"
        control={form.field('name')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={100}
        hint="As you’d like us to greet you and label your orders."
      />
      <FormActions cancelTo={cancelTo}>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save changes
        </SubmitButton>
      </FormActions>
    </form>
  );
}

export function EmailForm({ onSubmit, pending, error, cancelTo, currentEmail }: SettingsFormProps<{ email: string }> & { currentEmail: string }) {
  // The server answers the same for the address the account already has, but sends nothing.
  const schema = useMemo(
    () =>
      emailChangeRequestSchema.refine((value) => value.email.toLowerCase() !== currentEmail.toLowerCase(), {
        path: ['email'],
        message: 'That is already your e-mail address',
      }),
    [currentEmail],
  );
  const form = useZodForm({ schema, initialValues: { email: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField
        label="New e-mail address"
        control={form.field('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="We’ll send a link to this address. Your address changes when you follow it."
      />
      <FormActions cancelTo={cancelTo}>
        <SubmitButton pending={pending} pendingLabel="Sending the link…">
          Send verification link
        </SubmitButton>
      </FormActions>
    </form>
  );
}

type PasswordChange = { currentPassword: string; password: string };

export function PasswordForm({ onSubmit, pending, error, cancelTo, email }: SettingsFormProps<PasswordChange> & { email: string }) {
  const form = useZodForm({
    schema: passwordChangeRequestSchema,
    initialValues: { currentPassword: '', password: '' },
    serverError: error,
    requiredMessages: { currentPassword: 'Enter your current password' },
  });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField label="Current password" control={form.field('currentPassword')} autoComplete="current-password" />
      <PasswordField label="New password" control={form.field('password')} autoComplete="new-password" hint={newPasswordHint} />
      <FormActions cancelTo={cancelTo}>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Change password
        </SubmitButton>
      </FormActions>
    </form>
  );
}
