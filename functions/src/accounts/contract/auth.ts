/**
 * Request and answer shapes of the account calls (docs/product.md#entities, #states, #calls). Shared by the server
 * and the web forms, so both validate with the same rules and messages.
 */
import * as z from 'zod';
import { emailAddressSchema } from '../../platform/contract/email.ts';
import { themeSchema } from '../../platform/contract/theme.ts';

export { themeSchema, type Theme } from '../../platform/contract/theme.ts';

export const passwordMinLength = 8;
/** Long passphrases are welcome; the cap only keeps hashing bounded. */
export const passwordMaxLength = 256;

/** The shop's one address check (./email.ts), the same on every form. */
export const emailSchema = emailAddressSchema;

export const passwordSchema = z
  .string()
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
  .max(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`);

export const nameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');

export const registerRequestSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  // Any length is checked against the hash; the rules apply when a password is chosen.
  password: z.string().min(1, 'Password is required').max(passwordMaxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the browser keeps it (docs/product.md#entities) plus what the account screens show. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: themeSchema,
  email: z.string(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /auth/login answers 201 with this when a sign-in code was e-mailed (docs/product.md#states). */
export const twoFactorChallengeSchema = z.object({ id: z.string(), token: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /auth/login answers 202 with this for a correct password whose address is not verified yet: a new sign-up link was e-mailed. */
export const verificationSentSchema = z.object({ message: z.string(), verificationSent: z.literal(true) });

const opaqueToken = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Must be a token');
const userIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9]+$/, 'Must be a user id');

export const twoFactorRequestSchema = z.strictObject({
  id: userIdSchema,
  token: opaqueToken,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
});

/** `password`: a sign-up link opened in another browser than the one that registered signs in only with it. */
export const verifyEmailRequestSchema = z.strictObject({
  userId: userIdSchema,
  token: opaqueToken,
  password: z.string().min(1, 'Password is required').max(passwordMaxLength).optional(),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
/** POST /auth/verify-email: `user` when the link signed in (with the session cookie). */
export const verifyEmailAnswerSchema = z.object({ message: z.string(), user: sessionUserSchema.optional() });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;
/** Why a sign-up link did nothing (the server's messages, which the link's screen tells apart). */
export const signUpLinkRefusals = {
  invalid: 'This link isn’t valid. Sign in with your password: if your address still needs verifying, we’ll e-mail you a new link.',
  expired: 'This link has expired: links work for 30 minutes. Sign in with your password and we’ll e-mail you a new one.',
  used: 'This link has already been used. Sign in with your password to continue.',
  passwordNeeded: 'You opened this link in a different browser from the one you signed up in. Enter your password to finish signing in here.',
} as const;
export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });
export const resetPasswordRequestSchema = z.strictObject({ id: userIdSchema, token: opaqueToken, password: passwordSchema });

/** Password re-entry for sensitive changes; the client keeps `passwordEnteredTime` (docs/product.md#states). */
export const reauthenticateRequestSchema = z.strictObject({ password: z.string().min(1, 'Password is required').max(passwordMaxLength) });
export const reauthenticationAnswerSchema = z.object({ passwordEnteredTime: z.number() });
export const passwordReentryMinutes = 15;

export const nameRequestSchema = z.strictObject({ name: nameSchema });
export const emailChangeRequestSchema = z.strictObject({ email: emailSchema });
export const passwordChangeRequestSchema = z.strictObject({ currentPassword: z.string().min(1).max(passwordMaxLength), password: passwordSchema });
/** Turning two-factor off also takes the password, entered again for this step (docs/business-rules.md#two-factor). */
export const twoFactorSettingRequestSchema = z.strictObject({ enabled: z.boolean(), password: z.string().min(1).max(passwordMaxLength).optional() });

export const messageSchema = z.object({ message: z.string() });
/** POST /auth/register's 201: the browser is signed in to the new account, its address not verified yet. */
export const registerAnswerSchema = z.object({ message: z.string(), user: sessionUserSchema });
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;
export const isLoggedInSchema = z.object({ loggedIn: z.literal(true), user: sessionUserSchema });

export const themeRequestSchema = z.strictObject({ theme: themeSchema });
export const visitRequestSchema = z.strictObject({
  /** Sent by the original client (docs/product.md#calls); the server takes the user from the session. */
  userId: z.string().max(64).nullable().optional(),
  timestamp: z.iso.datetime(),
});
