/**
 * /register (docs/product.md#sign-in-screens): create an account. The e-mailed link signs in, in this browser:
 * the screen then says so in place (no screen of its own), with the add kept for the sign-in, if any.
 */
import { business } from '@business';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useRegister } from '../../../api/account.ts';
import { RegisterForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { CheckYourEmail } from '../../../features/session/components/check-your-email.tsx';
import { returnPath } from '../../../features/session/hooks/return-path.ts';
import { saveSignUpReturn } from '../../../features/session/hooks/sign-up-return.ts';
import { useKeptAdd } from '../../../features/session/hooks/use-kept-add.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RegisterScreen() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const { user } = useSession();
  const register = useRegister();
  const kept = useKeptAdd('register');
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(`${sentTo ? 'Check your e-mail' : 'Create an account'} | ${business.name}`);

  // The link was opened in another tab of this browser, which signed in: on to where the customer was going.
  if (sentTo && user) return <Navigate to={returnPath({ from }, '/')} replace />;

  if (sentTo) {
    return (
      <AuthShell eyebrow="Almost there" title="Check your e-mail" backTo="/login" backLabel="Back to sign in">
        <CheckYourEmail email={sentTo} keptItems={kept.items} onStartAgain={() => setSentTo(null)} />
      </AuthShell>
    );
  }

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
      <RegisterForm
        pending={register.isPending}
        error={register.error}
        onSubmit={(values) =>
          register.mutate(values, {
            onSuccess: () => {
              saveSignUpReturn(from);
              setSentTo(values.email);
            },
          })
        }
      />
    </AuthShell>
  );
}
