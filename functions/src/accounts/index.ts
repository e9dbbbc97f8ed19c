/**
 * The accounts area: customers and owners: registration, e-mail verification, sign-in and sessions, passwords, two-step,
 * account settings and addresses.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { resetRequestFromItem, resetRequestItemType } from './store/password-reset-request.ts';
export { findUserByEmail, normaliseEmail, updateUser, type UserRecord } from './store/user.ts';
export { receiptVerificationLink } from './use-cases/accounts.ts';
export { addressOf } from './use-cases/addresses.ts';
export { resetLinkEmail } from './use-cases/passwords.ts';
