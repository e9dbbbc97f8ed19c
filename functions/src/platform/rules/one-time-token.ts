/**
 * One-time secrets: link tokens (256 bits) and 6-digit codes. Only their SHA-256 is stored, so a
 * leaked table reveals none of them.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { emailChangeLinkHours } from '../contract/link-lifetimes.ts';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'two-factor' | 'confirm-offer-emails';

export const tokenLifetimeSeconds: Record<TokenPurpose, number> = {
  // An e-mail change's link; a sign-up link is saved with its own, shorter life (accounts/rules/sign-up-link.ts).
  'verify-email': emailChangeLinkHours * 60 * 60,
  'reset-password': 30 * 60,
  'two-factor': 10 * 60,
  // The link of the e-mail confirming a customer wants offer e-mails (offers/use-cases/offer-mail-subscriptions.ts).
  'confirm-offer-emails': 7 * 24 * 60 * 60,
};

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function tokenDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
