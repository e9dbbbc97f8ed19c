/**
 * /register (docs/product.md#sign-in-screens): create an account. Registering signs this browser in at once (the
 * address is verified later, by the e-mailed link), so the customer goes on to where they were going, and the add
 * kept for the sign-in, if any, is finished by PendingAddFinisher as after any sign-in.
 */
import { business } from '@business';
import { Link, Navigate, useLocation } from 'react-router';
import { useRegister } from '../../../api/account.ts';
import { RegisterForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
import { useKeptAdd } from '../../../features/session/hooks/use-kept-add.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RegisterScreen() {
  useDocumentTitle(`Create an account | ${business.name}`);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const { user } = useSession();
  const register = useRegister();
  const kept = useKeptAdd('register');

  // Signed in (just now by registering, or already): on to where the customer was going.
  if (user) return <Navigate to={returnPath({ from }, '/')} replace />;

  return (
    <AuthShell
      eyebrow={`New to ${business.shortName}?`}
      title="Create your account"
      lead={kept.sentence || 'Order in a few taps, save your favourite dishes and your own customisations.'}
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" state={{ from }}>
            Sign in
          </Link>
        </p>
      }
    >
      <RegisterForm pending={register.isPending} error={register.error} onSubmit={(values) => register.mutate(values)} />
    </AuthShell>
  );
}
