/**
 * The frame of every /account screen: signed-in customers only (RequireSignIn), with the reminder to verify the
 * e-mail address above the screen while it is not verified (docs/product.md#account-screens), and the account's web
 * app manifest linked (AccountApp: the shop's other pages link none).
 */
import { AccountApp } from '../../../features/notifications/components/account-app.tsx';
import { RequireSignIn } from '../../../features/session/components/require-sign-in.tsx';
import { VerifyEmailNotice } from '../../../features/session/components/verify-email-notice.tsx';

export function AccountLayout() {
  return (
    <>
      <AccountApp />
      <VerifyEmailNotice />
      <RequireSignIn />
    </>
  );
}
