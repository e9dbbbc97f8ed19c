/**
 * The one e-mail address check of the shop (docs/decisions.md#one-e-mail-check-for-every-form): every form
 * that takes an address (registration, sign-in, forgot password, change e-mail, catering, the dish and
 * ingredients requests) and the API behind it validate with these schemas, on the server and in the
 * browser alike, so an address one form takes is never refused by another. Only zod here: the
 * account screens and the contact forms both import it.
 */
import * as z from 'zod';

/** The most characters of an address (docs/product.md#validation: the catering form's maximum, the account's too). */
export const emailMaxLength = 150;

export const emailRequiredMessage = 'Email is required';
export const emailInvalidMessage = 'Email must be valid';
export const emailTooLongMessage = `Email must be at most ${emailMaxLength} characters`;

/**
 * zod's address check: a dotted local part of letters, digits and _ ' + - . (no leading, trailing or
 * doubled dot), then @ and a domain of labels of letters, digits and hyphens (digits first too: 163.com)
 * ending in two or more letters (.agency, .example). Not the product spec's catering pattern, which
 * refused ordinary addresses (docs/decisions.md#one-e-mail-check-for-every-form).
 */
const address = z.email(emailInvalidMessage);

/** A required address, trimmed. */
export const emailAddressSchema = z.string().trim().min(1, emailRequiredMessage).max(emailMaxLength, emailTooLongMessage).pipe(address);

/** An address the sender may leave out: '' when not given, else a valid one, trimmed (a request schema adds `.default('')` for an absent one). */
export const optionalEmailAddressSchema = z
  .string()
  .trim()
  .max(emailMaxLength, emailTooLongMessage)
  .pipe(z.union([z.literal(''), address], { error: emailInvalidMessage }));

/** Whether the text (trimmed) is an address every form of the shop takes. */
export function isEmailAddress(text: string): boolean {
  return emailAddressSchema.safeParse(text).success;
}
