/**
 * Where we deliver: the ZIP codes of Greater Milwaukee in business.ts. A ZIP is five digits, or
 * ZIP+4 ('53212-1234'); only its first five digits decide. Customers outside the area are told to
 * contact the business (docs/product.md#the-shop).
 */
import * as z from 'zod';
import { business } from '../../platform/config/business.ts';

const zipPattern = /^(\d{5})(?:-?(\d{4}))?$/;

export const zipFormatMessage = 'Enter a 5-digit ZIP code, e.g. 53212';

/** '53212', '53212-1234' or '532121234' → '53212' / '53212-1234'; undefined when not a ZIP. */
export function normaliseZip(input: string): string | undefined {
  const match = zipPattern.exec(input.trim());
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

const areaZips: ReadonlySet<string> = new Set(business.serviceArea.zipCodes);

export function isInServiceArea(zip: string, zipCodes: ReadonlySet<string> = areaZips): boolean {
  const normalised = normaliseZip(zip);
  return normalised !== undefined && zipCodes.has(normalised.slice(0, 5));
}

/** A delivery address's state (every form that takes one): two letters, upper-cased; WI when left out. */
export const deliveryStateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Enter the 2-letter state, e.g. WI')
  .default('WI');

/** What a customer outside the area reads. */
export function outsideServiceAreaMessage(zip?: string): string {
  const where = zip ? `${zip} is outside` : 'That address is outside';
  return `Sorry, ${where} our delivery area (${business.serviceArea.name}). Please contact us at ${business.phone} or ${business.email} and we’ll see what we can do.`;
}
