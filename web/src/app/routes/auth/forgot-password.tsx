/** /forgot-password (docs/product.md#sign-in-screens): e-mails a link to choose a new password. */
import { business } from '@business';
import { Link } from 'react-router';
import { useForgotPassword } from '../../../api/account.ts';
import { ForgotPasswordForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ForgotPasswordScreen() {
  useDocumentTitle(`Forgot password | ${business.name}`);
  const forgot = useForgotPassword();

  return (
    <AuthShell
      eyebrow="Forgot password"
      title="Reset your password"
      lead="Enter the e-mail address of your account and we’ll send you a link to choose a new password."
      backTo="/login"
      backLabel="Back to sign in"
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {forgot.isSuccess ? (
        <div className={formStyles.notice}>
          <FormAlert tone="success" title="Check your e-mail">
            {forgot.data.message} The link works for 30 minutes.
          </FormAlert>
        </div>
      ) : null}
      <ForgotPasswordForm pending={forgot.isPending} error={forgot.error} onSubmit={(values) => forgot.mutate(values)} />
    </AuthShell>
  );
}
