/**
 * The rules for choosing a password: at least 8 characters, long ones welcome, no composition
 * rules, the most common ones refused (Mozilla's list from Firefox Accounts).
 */
import { passwordMaxLength, passwordMinLength } from '../contract/auth.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): string | undefined {
  if (password.length < passwordMinLength) return `Password must be at least ${passwordMinLength} characters`;
  if (password.length > passwordMaxLength) return `Password must be at most ${passwordMaxLength} characters`;
  const lowered = password.toLowerCase();
  // Every entry of the list is lowercase (the set's generator checks), so the lowered password is the one lookup.
  if (isCommonPassword(lowered)) {
    return 'This password is too common; please choose another.';
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && lowered === localPart) return 'Your password must not be your e-mail address.';
  if (context.email && lowered === context.email.toLowerCase()) return 'Your password must not be your e-mail address.';
  return undefined;
}
