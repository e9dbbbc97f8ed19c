/**
 * /reset-password/{id}/{token}, and /forgot-password/{id}/{token} (the forgot-password
 * continuation): choose a new password from the e-mailed link. It does not sign in.
 */
import { business } from '@business';
import { Link, useNavigate, useParams } from 'react-router';
import { useResetPassword } from '../../../api/account.ts';
import { ResetPasswordForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function ResetPasswordScreen() {
  useDocumentTitle(`Choose a new password | ${business.name}`);
  const { id = '', token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();

  return (
    <AuthShell
      eyebrow="Reset password"
      title="Choose a new password"
      lead="Pick a new password for your account. You’ll sign in with it next."
      backTo="/login"
      backLabel="Back to sign in"
    >
      <ResetPasswordForm
        pending={reset.isPending}
        error={reset.error}
        refusalExtra={
          <p>
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        }
        onSubmit={({ password }) =>
          reset.mutate({ id, token, password }, { onSuccess: ({ message }) => void navigate('/login', { replace: true, state: { notice: message } }) })
        }
      />
    </AuthShell>
  );
}
