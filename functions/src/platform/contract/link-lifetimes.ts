/**
 * How long the link that confirms an e-mail change works (docs/business-rules.md#one-time-links): the one figure the
 * token's expiry (functions/src/platform/rules/one-time-token.ts), the e-mail (verifyEmailMessage) and the account's screen
 * (/account/login-security/verify-code) all read.
 */
export const emailChangeLinkHours = 24;

/** The figure in words, as the e-mail and the screen say it: "24 hours". */
export const emailChangeLinkWords = `${emailChangeLinkHours} hours`;

/**
 * How long the verification link in a first order's receipt works (docs/business-rules.md#registration): the receipt
 * is read later than a sign-up e-mail, and the link asks for the password anyway, so it lasts a week.
 */
export const receiptVerifyLinkDays = 7;

/** The figure in words, as the receipt says it: "7 days". */
export const receiptVerifyLinkWords = `${receiptVerifyLinkDays} days`;
