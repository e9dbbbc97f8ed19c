/** /account/login-security/verify-code: the e-mail change waits for the link sent to the new address. */
import { business } from '@business';
import { emailChangeLinkWords } from '@functions/platform/contract/link-lifetimes.ts';
import { Link, useLocation } from 'react-router';
import { MailCheckIcon } from '../../../components/screen-icons.tsx';
import { AccountPage, AccountPanel } from '../../../features/account/components/account-page.tsx';
import { useAccount } from '../../../features/session/hooks/use-account.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginSecurityCrumbs } from './account-crumbs.ts';
import styles from './account.module.scss';
import { loginSecurityPath } from './use-settings-change.ts';

export function VerifyCodeScreen() {
  useDocumentTitle(`Confirm your new e-mail | ${business.name}`);
  const pending = (useLocation().state as { email?: string } | null)?.email;
  const account = useAccount();

  return (
    <AccountPage title="Confirm your new e-mail address" crumbs={loginSecurityCrumbs}>
      <AccountPanel>
        <div className={styles.explain}>
          <MailCheckIcon size={44} />
          {pending ? (
            <p>
              We’ve sent a link to <strong>{pending}</strong>. Open that e-mail and follow the link to confirm it’s yours; your account moves to the new address
              at that moment.
            </p>
          ) : (
            <p>We’ve sent a link to your new address. Follow it to confirm the change; your account moves to the new address at that moment.</p>
          )}
          <p>
            Until then, keep signing in with {account.data ? <strong>{account.data.email}</strong> : 'your current address'}. The link works once, for{' '}
            {emailChangeLinkWords}. Nothing arrived? Check your spam folder, or <Link to={`${loginSecurityPath}/email`}>send it again</Link>.
          </p>
          <div>
            <Link to={loginSecurityPath} className={styles.primaryButton}>
              Back to Login &amp; security
            </Link>
          </div>
        </div>
      </AccountPanel>
    </AccountPage>
  );
}
