/** /login (docs/product.md#sign-in-screens): sign in; with two-factor on, the e-mailed code follows on its own screen. */
import { business } from '@business';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import formStyles from '../../../components/form/form.module.scss';
import { useLogin } from '../../../api/session.ts';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
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

  // Signed in (just now, or already): on to where the visitor was going.
  if (user) return <Navigate to={returnPath(state, '/')} replace />;

  return (
    <AuthShell
      eyebrow="Welcome back"
      title="Sign in"
      lead="Sign in to order, keep your favourites and see your past orders."
      footer={
        <p>
          New to {business.shortName}?{' '}
          <Link to="/register" state={{ from: state?.from }}>
            Create an account
          </Link>
        </p>
      }
    >
      {state?.notice ? (
        <div className={formStyles.notice}>
          <FormAlert tone="success">{state.notice}</FormAlert>
        </div>
      ) : null}
      <LoginForm
        pending={login.isPending}
        error={login.error}
        onSubmit={(values) =>
          login.mutate(values, {
            onSuccess: (result) => {
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
