/**
 * /login (docs/product.md#sign-in-screens): sign in; with two-factor on, the e-mailed code follows on its own screen.
 * An add kept for the sign-in is named in the lead; a correct password for an address not verified yet e-mails a
 * new sign-up link, which the screen says.
 */
import { business } from '@business';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { useLogin } from '../../../api/session.ts';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
import { saveSignUpReturn } from '../../../features/session/hooks/sign-up-return.ts';
import { useKeptAdd } from '../../../features/session/hooks/use-kept-add.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

type LoginState = { from?: string; notice?: string } | null;

export function LoginScreen() {
  useDocumentTitle(`Sign in | ${business.name}`);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState;
  const { user } = useSession();
  const login = useLogin();
  const kept = useKeptAdd('signIn');
  const [linkSent, setLinkSent] = useState<string | null>(null);

  // Signed in (just now, or already): on to where the visitor was going.
  if (user) return <Navigate to={returnPath(state, '/')} replace />;

  const notice = linkSent ?? state?.notice;
  return (
    <AuthShell
      eyebrow="Welcome back"
      title="Sign in"
      lead={kept.sentence || 'Sign in to order, keep your favourites and see your past orders.'}
      footer={
        <p>
          New to {business.shortName}?{' '}
          <Link to="/register" state={{ from: state?.from }}>
            Create an account
          </Link>
        </p>
      }
    >
      {notice ? (
        <div className={formStyles.notice}>
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      ) : null}
      <LoginForm
        pending={login.isPending}
        error={login.error}
        onSubmit={(values) =>
          login.mutate(values, {
            onSuccess: (result) => {
              if (result.kind === 'verificationSent') {
                // The new link signs this browser in: then the customer goes back where they were.
                saveSignUpReturn(state?.from);
                setLinkSent(result.message);
                return;
              }
              if (result.kind !== 'codeSent') return;
              const { id, token } = result.challenge;
              void navigate(`/login/two-factor/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
                state: { from: state?.from, email: values.email },
              });
            },
          })
        }
        forgotPasswordLink={
          <Link to="/forgot-password" className={formStyles.textLink}>
            Forgot password?
          </Link>
        }
      />
    </AuthShell>
  );
}
