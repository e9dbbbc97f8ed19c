/**
 * The three contact forms (docs/product.md#screens, #validation, #errors): request shapes, field rules and
 * messages, and the success texts. The web forms and the API validate with these same schemas.
 */
import * as z from 'zod';
import { localTime } from '../../platform/contract/business-clock.ts';
import { cateringFieldMaxima, type CateringField } from './catering-fields.ts';
import { emailAddressSchema, optionalEmailAddressSchema } from '../../platform/contract/email.ts';
import { phoneSchema } from '../../platform/contract/phone.ts';

/** The field maxima (docs/product.md#validation). */
export const contactFieldMaxima = {
  ...cateringFieldMaxima,
  dishName: 100,
  ingredient: 100,
} as const;

/** At most this many ingredient rows in one ingredients request. */
export const maxIngredientRows = 20;

export const robotCheckMessage = 'Please verify you are not a robot.';
export const captchaMessage = 'Please complete the captcha';
export const ingredientRowsMessage = 'Please enter ingredients, and delete empty rows to submit';

/** How soon the kitchen answers a catering enquiry: the form's success text and the customer's acknowledgement say it. */
export const cateringAnswerWithin = 'one business day';
export const cateringSuccessText = `Thank you for your catering enquiry! We will get back to you within ${cateringAnswerWithin}.`;
export const dishRequestSuccessText = 'Thank you for your request! We will look into adding this dish to our menu.';
export const ingredientsRequestSuccessText = 'Thank you for your request! We will review it and get back to you as soon as possible.';

const robotCheckToken = (message: string) => z.string().trim().min(1, message).max(4096, message);

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** A calendar date (yyyy-mm-dd) that exists; "not in the past" is checked against the business's today. */
const eventDateSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), 'Event date must be a valid date')
  .default('');

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Today's date (yyyy-mm-dd) in a time zone; the event date may not be before it. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localTime(now.getTime(), timeZone).date;
}

export const cateringEnquirySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(cateringFieldMaxima.name, `Name must be at most ${cateringFieldMaxima.name} characters`),
  company: optionalText(cateringFieldMaxima.company, 'Company'),
  // The shop's one address check, as registration's (docs/decisions.md#one-e-mail-check-for-every-form).
  email: emailAddressSchema,
  phone: phoneSchema,
  eventType: optionalText(cateringFieldMaxima.eventType, 'Event type'),
  eventDate: eventDateSchema,
  venue: optionalText(cateringFieldMaxima.venue, 'Venue'),
  estimatedGuestCount: optionalText(cateringFieldMaxima.estimatedGuestCount, 'Estimated guest count'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(cateringFieldMaxima.message, `Message must be at most ${cateringFieldMaxima.message} characters`),
  token: robotCheckToken(robotCheckMessage),
} satisfies Record<CateringField | 'token', z.ZodType>);
export type CateringEnquiry = z.infer<typeof cateringEnquirySchema>;
export type CateringEnquiryInput = z.input<typeof cateringEnquirySchema>;

/**
 * Where the owner can answer a visitor's dish or ingredients request: optional, asked only while signed
 * out ('' or absent when not given); a signed-in customer's account address is used instead, never this.
 */
const replyEmail = optionalEmailAddressSchema.default('');

/** The dish request form's fields as typed (every one a string; the e-mail '' when left out). */
export const dishRequestFormSchema = z.strictObject({
  dishName: z.string().trim().min(1, 'Dish name is required').max(contactFieldMaxima.dishName, 'Dish name must be at most 100 characters'),
  email: optionalEmailAddressSchema,
  token: robotCheckToken(robotCheckMessage),
});

export const dishRequestEnquirySchema = dishRequestFormSchema.extend({ email: replyEmail });
export type DishRequestEnquiry = z.infer<typeof dishRequestEnquirySchema>;
export type DishRequestEnquiryInput = z.input<typeof dishRequestEnquirySchema>;

/** The ingredients form's reply address as typed ('' when left out). */
export const ingredientsReplyEmailSchema = optionalEmailAddressSchema;

export const ingredientsRequestEnquirySchema = z.strictObject({
  dishId: z
    .string()
    .trim()
    .min(1, 'Please choose a dish')
    .max(64)
    .regex(/^[a-z0-9-]+$/, 'Please choose a dish'),
  ingredients: z
    .array(
      z
        .string()
        .trim()
        .min(1, ingredientRowsMessage)
        .max(contactFieldMaxima.ingredient, `Each ingredient must be at most ${contactFieldMaxima.ingredient} characters`),
    )
    .min(1, ingredientRowsMessage)
    .max(maxIngredientRows, `At most ${maxIngredientRows} ingredients per request`),
  email: replyEmail,
  token: robotCheckToken(captchaMessage),
});
export type IngredientsRequestEnquiry = z.infer<typeof ingredientsRequestEnquirySchema>;
export type IngredientsRequestEnquiryInput = z.input<typeof ingredientsRequestEnquirySchema>;

/** Every contact call answers 201 with the text the form shows. */
export const contactSuccessSchema = z.object({ message: z.string() });
export type ContactSuccess = z.infer<typeof contactSuccessSchema>;

export const enquiryKinds = ['catering', 'dishRequest', 'ingredientsRequest'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];
