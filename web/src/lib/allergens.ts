/**
 * How allergens and diet labels read on the menu cards, the dish page and the menu filter
 * (docs/business-rules.md#allergens-and-diet-labels). Pure: the lists and words come from
 * @functions/catalogue/contract/allergen-words, which loads no zod.
 */
import { allergens, allergenWords, dietLabels, type Allergen, type DietLabel } from '@functions/catalogue/contract/allergen-words';

/**
 * The allergens in label order, lower-cased for a sentence: 'peanuts, wheat' for a card's
 * "Contains:", or with a conjunction, 'peanuts or wheat'.
 */
export function allergenSentence(list: readonly Allergen[], conjunction?: 'and' | 'or'): string {
  const words = allergens.filter((allergen) => list.includes(allergen)).map((allergen) => allergenWords[allergen].toLowerCase());
  if (!conjunction || words.length < 2) return words.join(', ');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
}

/** Whether a dish with these labels suits the diet: a vegan dish is vegetarian too. */
export function suitsDiet(labels: readonly DietLabel[], diet: DietLabel): boolean {
  return labels.includes(diet) || (diet === 'vegetarian' && labels.includes('vegan'));
}

/** The labels worth showing: 'Vegetarian' beside 'Vegan' says nothing more. */
export function shownDietLabels(labels: readonly DietLabel[]): DietLabel[] {
  return labels.includes('vegan') ? labels.filter((label) => label !== 'vegetarian') : [...labels];
}

/** An extra as the dish page knows it: its name and what it contains. */
export type ExtraAllergens = { ingredient: string; allergens: readonly Allergen[] };

/** One allergen of the order: in the dish itself, or brought only by the chosen extras named. */
export type ChosenAllergen = { allergen: Allergen; fromExtras: string[] };

/**
 * The allergens of a dish with the extras chosen, in label order: each one the dish's own (no extra
 * named, even when an extra has it too), or brought only by extras, naming them.
 */
export function chosenAllergens(dishAllergens: readonly Allergen[], chosenExtras: readonly ExtraAllergens[]): ChosenAllergen[] {
  return allergens.flatMap((allergen) => {
    if (dishAllergens.includes(allergen)) return [{ allergen, fromExtras: [] }];
    const fromExtras = chosenExtras.filter((extra) => extra.allergens.includes(allergen)).map((extra) => extra.ingredient);
    return fromExtras.length > 0 ? [{ allergen, fromExtras }] : [];
  });
}

/** The diet labels an allergen rules out: animal products are not vegan, fish not vegetarian, wheat not gluten-free. */
const rulesOut: Partial<Record<Allergen, readonly DietLabel[]>> = {
  milk: ['vegan'],
  eggs: ['vegan'],
  fish: ['vegan', 'vegetarian'],
  'crustacean-shellfish': ['vegan', 'vegetarian'],
  wheat: ['gluten-free'],
};

/** The labels with what they imply, in label order: a vegan dish is vegetarian too. */
function withImpliedLabels(labels: readonly DietLabel[]): DietLabel[] {
  return dietLabels.filter((label) => suitsDiet(labels, label));
}

/** Diet labels the extras break, grouped by the extras that break them: "not vegan or vegetarian with Fried fish". */
export type BrokenDietLabels = { labels: DietLabel[]; extras: string[] };

/**
 * The dish's diet labels with the extras chosen: those that still hold (as shown), and those the
 * extras certainly break, with the extras that break them (Fried egg on a vegan dish: not vegan).
 * Extras carry allergens, not labels, so an extra that contains none of these (a chicken thigh)
 * breaks nothing here: the page says the labels are for the dish as served.
 */
export function dietLabelsWithExtras(labels: readonly DietLabel[], chosenExtras: readonly ExtraAllergens[]): { kept: DietLabel[]; broken: BrokenDietLabels[] } {
  const held = withImpliedLabels(labels);
  const broken: BrokenDietLabels[] = [];
  for (const label of held) {
    const extras = chosenExtras.filter((extra) => extra.allergens.some((allergen) => rulesOut[allergen]?.includes(label))).map((extra) => extra.ingredient);
    if (extras.length === 0) continue;
    const same = broken.find((entry) => entry.extras.join('\n') === extras.join('\n'));
    if (same) same.labels.push(label);
    else broken.push({ labels: [label], extras });
  }
  const kept = held.filter((label) => !broken.some((entry) => entry.labels.includes(label)));
  return { kept: shownDietLabels(kept), broken };
}
