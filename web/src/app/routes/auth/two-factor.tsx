/** /login/two-factor/{id}/{token} (docs/product.md#sign-in-screens): the 6-digit code e-mailed at sign-in. */
import { business } from '@business';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { EmailAddress } from '../../../components/email-address.tsx';
import { TwoFactorForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { useTwoFactor } from '../../../api/session.ts';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type TwoFactorState = { from?: string; email?: string } | null;

export function TwoFactorScreen() {
  useDocumentTitle(`Enter your code | ${business.name}`);
  const { id = '', token = '' } = useParams();
  const location = useLocation();
  const state = location.state as TwoFactorState;
  const { user } = useSession();
  const twoFactor = useTwoFactor();

  if (user) return <Navigate to={returnPath(state, '/')} replace />;

  return (
    <AuthShell
      eyebrow="Two-step verification"
      title="Check your e-mail"
      backTo="/login"
      backLabel="Back to sign in"
      lead={
        <p>
          We’ve sent a 6-digit sign-in code to {state?.email ? <EmailAddress email={state.email} after="." /> : 'your e-mail address.'} Enter it below to finish
          signing in.
        </p>
      }
      footer={
        <p>
          No e-mail? Check your spam folder, or{' '}
          <Link to="/login" state={{ from: state?.from }}>
            sign in again
          </Link>{' '}
          for a new code.
        </p>
      }
    >
      <TwoFactorForm pending={twoFactor.isPending} error={twoFactor.error} onSubmit={({ code }) => twoFactor.mutate({ id, token, code })} />
    </AuthShell>
  );
}
