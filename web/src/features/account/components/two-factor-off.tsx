/**
 * Turning two-step verification off (docs/business-rules.md#two-factor): it weakens the account, so it asks for the
 * password again, says what changes, and offers to keep it on.
 */
import { useId } from 'react';
import { AccountPanel } from './account-page.tsx';
import { AuthenticateForm } from './auth-forms.tsx';
import styles from './account-page.module.scss';

type Props = { email: string; pending: boolean; error: Error | null; onSubmit: (password: string) => void; onKeep: () => void };

export function TwoFactorOffForm({ email, pending, error, onSubmit, onKeep }: Props) {
  const titleId = useId();
  return (
    <AccountPanel labelledBy={titleId}>
      <h2 id={titleId} className={styles.confirmTitle}>
        Turn off two-step verification?
      </h2>
      <p className={styles.confirmText}>
        Your password alone will then open your account, and we’ll e-mail <strong>{email}</strong> to say so. Enter your password to confirm.
      </p>
      <AuthenticateForm
        email={email}
        pending={pending}
        error={error}
        submitLabel="Turn off two-step verification"
        onSubmit={({ password }) => onSubmit(password)}
      />
      <button type="button" className={styles.keepButton} onClick={onKeep} disabled={pending}>
        Keep it on
      </button>
    </AccountPanel>
  );
}
