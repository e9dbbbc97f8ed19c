/**
 * The reminder for a signed-in customer whose address is not verified yet (docs/product.md#sign-in-screens): where
 * the sign-up link went, what waits for it, and "Resend the link" (POST /auth/verification-link), whose answer is said
 * in a status line. Nothing once the address is verified, or while the session's answer is not in.
 * `layout`: 'band', a bar across the page under the header (the account screens); 'box', inside a step (checkout's
 * payment step, where `sentence` says what paying in person needs).
 */
import type { ReactNode } from 'react';
import { useResendVerification } from '../../../api/account.ts';
import { EmailAddress } from '../../../components/email-address.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { useAccount } from '../hooks/use-account.ts';
import styles from './verify-email-notice.module.scss';

export const payByCardMeanwhile = 'Until then you can pay by card.';

export function VerifyEmailNotice({ layout = 'band', sentence = payByCardMeanwhile }: { layout?: 'band' | 'box'; sentence?: ReactNode }) {
  const account = useAccount();
  const resend = useResendVerification();
  const user = account.data;
  if (!user || user.emailVerified) return null;

  return (
    <section className={styles.notice} data-layout={layout} aria-label="Verify your e-mail address" data-verify-notice="">
      <div className={styles.inner}>
        <MailIcon size={20} className={styles.icon} />
        <div className={styles.text}>
          <p>
            <strong>Verify your e-mail address:</strong> we sent a link to <EmailAddress email={user.email} after="." /> {sentence}
          </p>
          <p className={styles.status} role="status">
            {resend.isSuccess ? resend.data.message : ''}
          </p>
          {resend.isError ? (
            <p className={styles.error} role="alert">
              {apiErrorText(resend.error)}
            </p>
          ) : null}
        </div>
        <button type="button" className={styles.resend} disabled={resend.isPending} aria-busy={resend.isPending || undefined} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Resend the link'}
        </button>
      </div>
    </section>
  );
}
