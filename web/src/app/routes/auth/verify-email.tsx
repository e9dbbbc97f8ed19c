/** /users/{userId}/verify-email/{token} (docs/product.md#sign-in-screens): follows the e-mailed link once and says how it went. */
import { business } from '@business';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useVerifyEmail } from '../../../api/account.ts';
import { sessionQueries } from '../../../api/session.ts';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useSession } from '../../../features/session/hooks/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './verify-email.module.scss';

export function VerifyEmailScreen() {
  useDocumentTitle(`Verify your e-mail | ${business.name}`);
  const { userId = '', token = '' } = useParams();
  const verify = useVerifyEmail(userId, token);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const signedIn = user !== null;

  // A link for a new address changed the signed-in account: show the new address everywhere.
  useEffect(() => {
    if (verify.isSuccess && signedIn) void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
  }, [verify.isSuccess, signedIn, queryClient]);

  const next = signedIn ? (
    <Link to="/account/login-security" className={styles.primary}>
      Go to Login &amp; security
    </Link>
  ) : (
    <Link to="/login" className={styles.primary}>
      Sign in
    </Link>
  );

  return (
    <AuthShell eyebrow="E-mail verification" title={verify.isError ? 'This link didn’t work' : verify.isSuccess ? 'You’re verified' : 'Verifying your e-mail'}>
      {verify.isPending ? (
        <div className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>Checking your link…</p>
        </div>
      ) : verify.isSuccess ? (
        <div className={styles.state} role="status">
          <CheckCircleIcon size={48} className={styles.ok} />
          <p>{signedIn ? 'Your new e-mail address is confirmed. Use it the next time you sign in.' : verify.data.message}</p>
          {next}
        </div>
      ) : (
        <div className={styles.state} role="alert">
          <AlertIcon size={48} className={styles.bad} />
          <p>{apiErrorText(verify.error)}</p>
          {next}
        </div>
      )}
    </AuthShell>
  );
}
