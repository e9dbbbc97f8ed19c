/** The account e-mails: verify your e-mail, reset your password, your sign-in code, password changed. */
import { business } from '../../platform/config/business.ts';
import { emailChangeLinkWords } from '../../platform/contract/link-lifetimes.ts';
import { composeEmail, type EmailMessage } from '../../platform/mail/email-message.ts';
import { formatDate } from '../../platform/mail/format.ts';

/**
 * The verification link: `signUp` for a new account (it signs in, in the browser that registered, for 30 minutes:
 * docs/business-rules.md#email-verification), `emailChange` for a new address of an account.
 */
export function verifyEmailMessage(to: string, name: string, link: string, kind: 'signUp' | 'emailChange'): EmailMessage {
  if (kind === 'emailChange') {
    return composeEmail(to, `Verify your e-mail for ${business.name}`, `Hello ${name},`, [
      { paragraph: `Please confirm that this is the new e-mail address of your ${business.name} account.` },
      { button: { label: 'Verify my e-mail', url: link } },
      { paragraph: `The link works once and expires in ${emailChangeLinkWords}. If you did not ask for this change, you can ignore this e-mail.` },
    ]);
  }
  return composeEmail(to, `Verify your e-mail for ${business.name}`, `Hello ${name},`, [
    { paragraph: `Welcome to ${business.name}! Confirm that this is your e-mail address and you’re signed in, with anything you were adding kept.` },
    { button: { label: 'Verify my e-mail', url: link } },
    {
      paragraph:
        'The link works once, for 30 minutes, in the browser where you created your account; opened anywhere else, it asks for your password. If you did not sign up, you can ignore this e-mail.',
    },
  ]);
}

/** Sent instead of a second account when someone registers with an address that has one. */
export function alreadyRegisteredMessage(to: string, signInLink: string, resetLink: string): EmailMessage {
  return composeEmail(to, `Your ${business.name} account`, 'Hello,', [
    { paragraph: 'Someone (hopefully you) tried to create an account with this e-mail address, but you already have one.' },
    { button: { label: 'Sign in', url: signInLink } },
    { link: { label: 'Forgot your password? Choose a new one', url: resetLink } },
    { paragraph: 'If this was not you, you can ignore this e-mail; nothing has changed.' },
  ]);
}

export function resetPasswordMessage(to: string, name: string, link: string): EmailMessage {
  return composeEmail(to, `Reset your ${business.name} password`, `Hello ${name},`, [
    { paragraph: 'We received a request to reset your password. Choose a new one with this link:' },
    { button: { label: 'Choose a new password', url: link } },
    { paragraph: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.' },
  ]);
}

export function signInCodeMessage(to: string, name: string, code: string): EmailMessage {
  return composeEmail(to, `Your ${business.name} sign-in code: ${code}`, `Hello ${name},`, [
    { paragraph: 'Enter this code to finish signing in:' },
    { code },
    { paragraph: 'The code works once and expires in 10 minutes. If you did not try to sign in, change your password.' },
  ]);
}

export function passwordChangedMessage(to: string, name: string, when: Date): EmailMessage {
  return composeEmail(to, `Your ${business.name} password was changed`, `Hello ${name},`, [
    { paragraph: `Your password was changed on ${formatDate(when)}, and every other session was signed out.` },
    { paragraph: `If this was not you, reset your password now from the sign-in page and call us on ${business.phone}.` },
  ]);
}

/**
 * To the account's current address when someone signed in asks to move it to another (docs/business-rules.md#email-change):
 * the change waits for the link sent there, and a new password, chosen now, voids that link.
 */
export function emailChangeRequestedMessage(to: string, name: string, newEmail: string, when: Date, resetLink: string): EmailMessage {
  return composeEmail(to, `Your ${business.name} e-mail address is being changed`, `Hello ${name},`, [
    { paragraph: `On ${formatDate(when)} someone signed in to your account asked to change its e-mail address to ${newEmail}.` },
    { paragraph: 'Nothing changes until the link we sent to that address is followed. If this was you, there is nothing more to do.' },
    {
      paragraph: `If this wasn’t you, choose a new password now: that cancels the change (the link stops working) and signs everyone out. Then call us on ${business.phone}.`,
    },
    { button: { label: 'This wasn’t me: choose a new password', url: resetLink } },
  ]);
}

/** To the account when two-step verification is turned off (docs/business-rules.md#two-factor). */
export function twoFactorOffMessage(to: string, name: string, when: Date, resetLink: string): EmailMessage {
  return composeEmail(to, `Two-step verification is off for your ${business.name} account`, `Hello ${name},`, [
    { paragraph: `Two-step verification was turned off on ${formatDate(when)}: signing in now needs only your password.` },
    { paragraph: 'You can turn it on again under Login & security in your account.' },
    {
      paragraph: `If this wasn’t you, someone knows your password: choose a new one now (it signs everyone out) and call us on ${business.phone}.`,
    },
    { button: { label: 'This wasn’t me: choose a new password', url: resetLink } },
  ]);
}
