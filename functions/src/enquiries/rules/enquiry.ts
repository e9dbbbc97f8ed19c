/**
 * Enquiries as the shop keeps them: what each contact form sends, less the robot-check token, plus
 * an id, the time it came in and, for a dish or ingredients request, whom to answer: the signed-in
 * customer (from the session, never from the body) or the address a signed-out visitor gave. Also the
 * rules the schemas cannot check alone.
 */
import * as z from 'zod';
import type { CateringEnquiry, DishRequestEnquiry, EnquiryKind, IngredientsRequestEnquiry } from '../contract/contact.ts';
import type { Category } from '../../catalogue/contract/catalogue.ts';
import { cateringTextShape } from '../contract/catering-fields.ts';

const recordBase = { id: z.string().min(1), createdAt: z.string().min(1) };

/** The signed-in customer who sent a dish or ingredients request (anonymous requests have none). */
const enquiryCustomerSchema = z.object({ name: z.string(), email: z.string() });
export type EnquiryCustomer = z.infer<typeof enquiryCustomerSchema>;
/** `visitorEmail`: the address a visitor signed out chose to give (docs/business-rules.md#contact-forms); never with `customer`. */
const sentBy = { customer: enquiryCustomerSchema.optional(), visitorEmail: z.string().optional() };

/** The stored shape, checked again when an item comes back from the table or its stream. */
export const enquiryRecordSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('catering'),
    ...recordBase,
    ...cateringTextShape,
  }),
  z.object({ kind: z.literal('dishRequest'), ...recordBase, ...sentBy, dishName: z.string() }),
  z.object({
    kind: z.literal('ingredientsRequest'),
    ...recordBase,
    ...sentBy,
    dishId: z.string(),
    dishName: z.string(),
    ingredients: z.array(z.string()),
  }),
]);
export type EnquiryRecord = z.infer<typeof enquiryRecordSchema>;
export type CateringEnquiryRecord = Extract<EnquiryRecord, { kind: 'catering' }>;
export type DishRequestRecord = Extract<EnquiryRecord, { kind: 'dishRequest' }>;
export type IngredientsRequestRecord = Extract<EnquiryRecord, { kind: 'ingredientsRequest' }>;

export const enquiryKindLabel: Record<EnquiryKind, string> = {
  catering: 'Catering enquiry',
  dishRequest: 'Dish request',
  ingredientsRequest: 'Ingredients request',
};

/** The enquiry's id and arrival time, and the signed-in customer who sent it, if any. */
type Stamp = { id: string; now: Date; customer?: EnquiryCustomer | undefined };

/**
 * Whom to answer: a signed-in customer's name and account address (the body's address is ignored), else
 * the address the visitor gave, else no key at all (nobody to answer).
 */
function senderOf(customer: EnquiryCustomer | undefined, givenEmail: string): Pick<DishRequestRecord, 'customer' | 'visitorEmail'> {
  if (customer) return { customer: { name: customer.name, email: customer.email } };
  return givenEmail ? { visitorEmail: givenEmail } : {};
}

export function cateringEnquiryRecord({ token: _token, ...fields }: CateringEnquiry, { id, now }: Stamp): CateringEnquiryRecord {
  return { kind: 'catering', id, createdAt: now.toISOString(), ...fields };
}

export function dishRequestRecord({ dishName, email }: DishRequestEnquiry, { id, now, customer }: Stamp): DishRequestRecord {
  return { kind: 'dishRequest', id, createdAt: now.toISOString(), ...senderOf(customer, email), dishName };
}

export function ingredientsRequestRecord(
  { dishId, ingredients, email }: IngredientsRequestEnquiry,
  dish: { name: string },
  { id, now, customer }: Stamp,
): IngredientsRequestRecord {
  return { kind: 'ingredientsRequest', id, createdAt: now.toISOString(), ...senderOf(customer, email), dishId, dishName: dish.name, ingredients };
}

export const pastEventDateMessage = 'Event date cannot be in the past';

/** The event may be today or later in the business's time zone; '' means no date was given. */
export function eventDateProblem(eventDate: string, today: string): string | undefined {
  return eventDate !== '' && eventDate < today ? pastEventDateMessage : undefined;
}

export const notAnEntreeMessage = 'Please choose an entrée from the menu';

/** Ingredient requests are taken for entrées only (the form lists only those). */
export function ingredientsDishProblem(dish: { category: Category }): string | undefined {
  return dish.category === 'entrée' ? undefined : notAnEntreeMessage;
}
