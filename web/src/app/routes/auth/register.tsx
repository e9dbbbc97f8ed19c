/** /register (docs/product.md#sign-in-screens): create an account; a verification link is e-mailed before the first sign-in. */
import { business } from '@business';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRegister } from '../../../api/account.ts';
import { RegisterForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RegisterScreen() {
  useDocumentTitle(`Create an account | ${business.name}`);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const register = useRegister();

  return (
    <AuthShell
      eyebrow={`New to ${business.shortName}?`}
      title="Create your account"
      lead="Order in a few taps, save your favourite dishes and your own customisations."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={{ from }}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm
        pending={register.isPending}
        error={register.error}
        onSubmit={(values) =>
          register.mutate(values, {
            onSuccess: ({ message }) =>
              void navigate('/success', {
                state: { title: 'Check your e-mail', message, next: { to: '/login', label: 'Go to sign in' } },
              }),
          })
        }
      />
    </AuthShell>
  );
}
