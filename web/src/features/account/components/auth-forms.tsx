/**
 * The sign-in family's forms, checked with the API's own schemas as you type. Each takes the
 * request's state from its screen (pending, the last refusal) and hands valid values back.
 */
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordMinLength,
  reauthenticateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  twoFactorRequestSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@functions/accounts/contract/auth';
import type { ReactNode } from 'react';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { CodeField, PasswordField, SubmitButton, TextField } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import styles from '../../../components/form/form.module.scss';

export type FormProps<Values> = {
  onSubmit: (values: Values) => void;
  pending: boolean;
  /** The request's last refusal; its field messages show under the fields. */
  error: unknown;
};

export const newPasswordHint = `At least ${passwordMinLength} characters. A few words strung together make a strong, memorable password.`;

export function RegisterForm({ onSubmit, pending, error }: FormProps<RegisterRequest>) {
  const form = useZodForm({ schema: registerRequestSchema, initialValues: { name: '', email: '', password: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField label="Your name" control={form.field('name')} autoComplete="name" autoCapitalize="words" maxLength={100} />
      <TextField label="E-mail address" control={form.field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <PasswordField label="Password" control={form.field('password')} autoComplete="new-password" hint={newPasswordHint} />
      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}

export function LoginForm({ onSubmit, pending, error, forgotPasswordLink }: FormProps<LoginRequest> & { forgotPasswordLink: ReactNode }) {
  const form = useZodForm({ schema: loginRequestSchema, initialValues: { email: '', password: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField label="E-mail address" control={form.field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <PasswordField label="Password" control={form.field('password')} autoComplete="current-password" labelAside={forgotPasswordLink} />
      <SubmitButton pending={pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}

export function ForgotPasswordForm({ onSubmit, pending, error }: FormProps<{ email: string }>) {
  const form = useZodForm({ schema: forgotPasswordRequestSchema, initialValues: { email: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <TextField label="E-mail address" control={form.field('email')} type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <SubmitButton pending={pending} pendingLabel="Sending the link…">
        Send me a reset link
      </SubmitButton>
    </form>
  );
}

const newPasswordSchema = resetPasswordRequestSchema.pick({ password: true });

export function ResetPasswordForm({ onSubmit, pending, error, refusalExtra }: FormProps<{ password: string }> & { refusalExtra?: ReactNode }) {
  const form = useZodForm({ schema: newPasswordSchema, initialValues: { password: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields}>
        {refusalExtra}
      </FormRefusal>
      <PasswordField label="New password" control={form.field('password')} autoComplete="new-password" hint={newPasswordHint} />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save the new password
      </SubmitButton>
    </form>
  );
}

const codeSchema = twoFactorRequestSchema.pick({ code: true });

export function TwoFactorForm({ onSubmit, pending, error }: FormProps<{ code: string }>) {
  const form = useZodForm({ schema: codeSchema, initialValues: { code: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      <CodeField label="6-digit code" control={form.field('code')} hint="The code works for 10 minutes." autoFocus />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        Verify and sign in
      </SubmitButton>
    </form>
  );
}

export function AuthenticateForm({
  onSubmit,
  pending,
  error,
  email,
  submitLabel = 'Continue',
}: FormProps<{ password: string }> & { email?: string; submitLabel?: string }) {
  const form = useZodForm({ schema: reauthenticateRequestSchema, initialValues: { password: '' }, serverError: error });
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FormRefusal error={error} aboutFields={form.serverErrorIsAboutFields} />
      {/* Tells password managers which account the password belongs to. */}
      {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <PasswordField label="Password" control={form.field('password')} autoComplete="current-password" autoFocus />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
