/**
 * Phone numbers, shared by the account and contact forms: valid for their country (US when no
 * +country code is given), stored as E.164. Its own module, so only callers that take a phone
 * number carry libphonenumber's metadata.
 */
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import * as z from 'zod';

export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(40)
  .refine((value) => isValidPhoneNumber(value, 'US'), 'Phone number must be valid')
  .transform((value) => parsePhoneNumberWithError(value, 'US').number);

export const phoneRequestSchema = z.strictObject({ phone: phoneSchema });
