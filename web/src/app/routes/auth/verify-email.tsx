/**
 * /users/{userId}/verify-email/{token} (docs/product.md#sign-in-screens): follows the e-mailed link once. A sign-up
 * link signs in (in another browser, after the password) and goes on to the add kept for the sign-in; otherwise
 * the screen says how it went, and what to do when the link is spent or expired.
 */
import { business } from '@business';
import { signUpLinkRefusals } from '@functions/accounts/contract/auth';
import { Link, useParams } from 'react-router';
import { AlertIcon } from '../../../components/icons.tsx';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { AuthenticateForm } from '../../../features/account/components/auth-forms.tsx';
import { AuthShell } from '../../../features/account/components/auth-shell.tsx';
import { firstName } from '../../../features/session/components/header-account.tsx';
import { useVerifyLink, type VerifyLinkState } from '../../../features/session/hooks/use-verify-link.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './verify-email.module.scss';

const titles: Record<VerifyLinkState['kind'], string> = {
  checking: 'Verifying your e-mail',
  password: 'Finish signing in',
  signedIn: 'You’re verified',
  verified: 'You’re verified',
  refused: 'This link didn’t work',
};

export function VerifyEmailScreen() {
  const { userId = '', token = '' } = useParams();
  const { state, signedInBefore, password } = useVerifyLink(userId, token);
  useDocumentTitle(`${state.kind === 'password' ? 'Finish signing in' : 'Verify your e-mail'} | ${business.name}`);

  if (state.kind === 'password') {
    return (
      <AuthShell eyebrow="E-mail verification" title={titles.password} lead={signUpLinkRefusals.passwordNeeded} backTo="/login" backLabel="Back to sign in">
        <AuthenticateForm pending={password.pending} error={password.error} onSubmit={(values) => password.submit(values.password)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell eyebrow="E-mail verification" title={titles[state.kind]}>
      {state.kind === 'checking' ? (
        <div className={styles.state} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <p>Checking your link…</p>
        </div>
      ) : state.kind === 'signedIn' ? (
        <div className={styles.state} role="status">
          <CheckCircleIcon size={48} className={styles.ok} />
          <p className={styles.welcome}>Welcome, {firstName(state.name)}! Your e-mail address is verified and you’re signed in.</p>
          {state.keptItems ? (
            <p className={styles.adding}>
              <span className={styles.smallSpinner} aria-hidden="true" /> Adding {state.keptItems} to your cart…
            </p>
          ) : (
            <div className={styles.actions}>
              <Link to="/menu" className={styles.primary}>
                Browse the menu
              </Link>
              <Link to="/account" className={styles.secondary}>
                Your account
              </Link>
            </div>
          )}
        </div>
      ) : state.kind === 'verified' ? (
        <div className={styles.state} role="status">
          <CheckCircleIcon size={48} className={styles.ok} />
          <p>{state.message}</p>
          {signedInBefore ? (
            <Link to="/account/login-security" className={styles.primary}>
              Go to Login &amp; security
            </Link>
          ) : (
            <Link to="/login" className={styles.primary}>
              Sign in
            </Link>
          )}
        </div>
      ) : (
        <div className={styles.state} role="alert">
          <AlertIcon size={48} className={styles.bad} />
          <p>{signedInBefore && state.used ? 'This link has already been used, and you’re signed in.' : apiErrorText(state.error)}</p>
          {signedInBefore ? (
            <Link to="/menu" className={styles.primary}>
              Browse the menu
            </Link>
          ) : (
            <Link to="/login" className={styles.primary}>
              {state.used ? 'Sign in' : 'Sign in for a new link'}
            </Link>
          )}
        </div>
      )}
    </AuthShell>
  );
}
