/**
 * Delivery addresses: the request the add and edit forms send, and the address as the
 * API answers it. The ZIP must be inside the service area (shop/contract/service-area.ts); the web form
 * checks with these same schemas, so the customer sees the message at the field before sending.
 */
import * as z from 'zod';
import { deliveryStateSchema, isInServiceArea, normaliseZip, outsideServiceAreaMessage, zipFormatMessage } from '../../shop/contract/service-area.ts';
import { phoneSchema } from '../../platform/contract/phone.ts';

/** A customer keeps at most this many addresses. */
export const maxAddresses = 10;
export const deliveryInstructionsMax = 300;

const requiredText = (max: number, required: string, label: string) =>
  z.string().trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

export const zipSchema = z
  .string()
  .trim()
  .min(1, 'ZIP code is required')
  .refine((value) => normaliseZip(value) !== undefined, zipFormatMessage)
  .transform((value) => normaliseZip(value)!)
  .refine((zip) => isInServiceArea(zip), { error: (issue) => outsideServiceAreaMessage(String(issue.input)) });

/** Empty means no phone number; otherwise a valid number, stored as E.164. */
const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40)
  .default('')
  .transform((value) => (value === '' ? null : value))
  .pipe(phoneSchema.nullable());

/** The form's text fields (all strings, as the inputs hold them). */
export const addressFieldsSchema = z.strictObject({
  label: requiredText(30, 'Give the address a name, e.g. Home or Work', 'The name'),
  recipientName: requiredText(100, 'Name is required', 'Name'),
  line1: requiredText(100, 'Street address is required', 'Street address'),
  line2: z.string().trim().max(100, 'This line must be at most 100 characters').default(''),
  city: requiredText(60, 'City is required', 'City'),
  state: deliveryStateSchema,
  zip: zipSchema,
  phone: optionalPhoneSchema,
  deliveryInstructions: z
    .string()
    .trim()
    .max(deliveryInstructionsMax, `Delivery instructions must be at most ${deliveryInstructionsMax} characters`)
    .default(''),
});
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>;
/** The same fields as the form holds them: every input present, as a string. */
export const addressFormSchema = addressFieldsSchema.required();

/** POST /address and PUT /address/{addressId}. `isDefault: true` makes it the default address. */
export const addressRequestSchema = addressFieldsSchema.extend({ isDefault: z.boolean().default(false) });
export type AddressRequest = z.output<typeof addressRequestSchema>;
export type AddressRequestInput = z.input<typeof addressRequestSchema>;

export const addressSchema = z.object({
  id: z.string(),
  label: z.string(),
  recipientName: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  deliveryInstructions: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /address: the customer's addresses, the default first. */
export const addressListSchema = z.array(addressSchema);

/** Address ids are ULIDs. */
export const addressIdPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;
