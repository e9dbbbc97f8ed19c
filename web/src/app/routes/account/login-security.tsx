/**
 * /account/login-security (docs/product.md#account-screens): the sign-in details, each with its change screen, and
 * two-step verification (a code by e-mail at each sign-in) switched on or off right here.
 */
import { business } from '@business';
import { useLocation } from 'react-router';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { TwoFactorOffForm } from '../../../features/account/components/two-factor-off.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { FormRefusal } from '../../../components/form/form-refusal.tsx';
import { displayPhone } from '../../../lib/phone-display.ts';
import { useLoginSecurity } from '../../../features/session/hooks/use-login-security.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';
import styles from './account.module.scss';
import { EditLink, Setting } from './setting-row.tsx';
import { useSettingsRefusal } from './use-settings-change.ts';

export function LoginSecurityScreen() {
  useDocumentTitle(`Login & security | ${business.name}`);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const onRefusal = useSettingsRefusal();
  const { account, user, twoFactor, twoFactorOn, canTurnOn, confirmingOff, toggle, keepOn, turnOff } = useLoginSecurity(onRefusal);

  return (
    <AccountPage title="Login & security" crumbs={[accountCrumb]} lead={<p>The details you sign in with, and how we keep your account safe.</p>}>
      {twoFactor.isSuccess ? (
        <FormAlert tone="success">
          Two-step verification is{' '}
          {twoFactor.data.twoFactorEnabled ? 'on: we’ll e-mail you a code each time you sign in.' : `off. We’ve e-mailed ${twoFactor.data.email} to say so.`}
        </FormAlert>
      ) : notice ? (
        <FormAlert tone="success">{notice}</FormAlert>
      ) : null}
      {confirmingOff ? null : <FormRefusal error={twoFactor.error} />}

      {account.isError ? (
        <FormAlert title="We couldn’t load your details">
          <p>
            Please try again.{' '}
            <button type="button" className={styles.edit} onClick={() => void account.refetch()}>
              Try again
            </button>
          </p>
        </FormAlert>
      ) : !user ? (
        <ul className={styles.settings} aria-busy="true" aria-label="Loading your details">
          {['Name', 'E-mail', 'Mobile phone', 'Password', 'Two-step verification'].map((name) => (
            <Setting key={name} name={name} value={<span className={styles.skeletonRow} />} action={null} />
          ))}
        </ul>
      ) : (
        <ul className={styles.settings}>
          <Setting name="Name" value={user.name} action={<EditLink to="name" what="name" />} />
          <Setting
            name="E-mail"
            value={user.emailVerified ? user.email : `${user.email} (not verified yet)`}
            action={user.emailVerified ? <EditLink to="email" what="e-mail" /> : null}
          />
          <Setting
            name="Mobile phone"
            value={user.phone ? displayPhone(user.phone) : 'Not added yet'}
            action={<EditLink to="phone" what="mobile phone" label={user.phone ? 'Edit' : 'Add'} />}
          />
          <Setting
            name="Password"
            value={
              <>
                <span aria-hidden="true">••••••••••</span>
                <span className="visually-hidden">Hidden</span>
              </>
            }
            action={<EditLink to="password" what="password" />}
          />
          <Setting
            name="Two-step verification"
            wide
            value={
              <span className={styles.settingNote}>
                <span className={twoFactorOn ? styles.onBadge : styles.offBadge}>{twoFactorOn ? 'On' : 'Off'}</span>
                <span>
                  {twoFactorOn
                    ? 'Each sign-in asks for a code we e-mail to you.'
                    : canTurnOn
                      ? 'Add a code sent by e-mail to each sign-in, so your password alone can’t open your account.'
                      : 'Verify your e-mail address first: the codes are e-mailed to it.'}
                </span>
              </span>
            }
            action={
              !twoFactorOn && !canTurnOn ? null : (
                <button
                  type="button"
                  className={twoFactorOn ? styles.edit : styles.primaryButton}
                  disabled={twoFactor.isPending || confirmingOff}
                  aria-busy={twoFactor.isPending || undefined}
                  onClick={toggle}
                >
                  {twoFactor.isPending ? 'Saving…' : twoFactorOn ? 'Turn off' : 'Turn on'}
                  <span className="visually-hidden"> two-step verification</span>
                </button>
              )
            }
          />
        </ul>
      )}
      {user && confirmingOff ? (
        <TwoFactorOffForm email={user.email} pending={twoFactor.isPending} error={twoFactor.error} onKeep={keepOn} onSubmit={turnOff} />
      ) : null}
    </AccountPage>
  );
}
