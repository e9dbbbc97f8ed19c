/**
 * What a dish or an extra holds that a customer may need to avoid, and what it suits: the nine major
 * food allergens of US law (FALCPA and the FASTER Act, sesame since 2023) and the shop's diet labels.
 * Shared by functions/ and web/ (menu cards, the dish page, the menu filter, the menu editor).
 */
import * as z from 'zod';
import { allergens, dietLabels } from './allergen-words.ts';

// The lists, words and the cross-contact note are plain data in ./allergen-words.ts, which the web's
// pages import without loading zod; the schemas are here.
export { allergens, allergenWords, crossContactNote, dietLabels, dietLabelWords, type Allergen, type DietLabel } from './allergen-words.ts';

export const allergenSchema = z.enum(allergens);
export const dietLabelSchema = z.enum(dietLabels);

/** A list without repeats, in the order of the lists (so stored lists compare equal). */
export const allergenListSchema = z
  .array(allergenSchema)
  .max(allergens.length)
  .transform((list) => allergens.filter((allergen) => list.includes(allergen)));
export const dietLabelListSchema = z
  .array(dietLabelSchema)
  .max(dietLabels.length)
  .transform((list) => dietLabels.filter((label) => list.includes(label)));
