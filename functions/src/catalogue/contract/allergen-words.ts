/**
 * The allergens and diet labels as plain lists and words, without zod, so the web's menu cards, dish
 * page and menu filter can show them without loading the schemas (zod loads lazily with them). The
 * schemas are in ./allergens.ts, which re-exports everything here.
 */

/** The nine major food allergens of US law (FALCPA and the FASTER Act, sesame since 2023), in label order. */
export const allergens = ['milk', 'eggs', 'fish', 'crustacean-shellfish', 'tree-nuts', 'peanuts', 'wheat', 'soybeans', 'sesame'] as const;
export type Allergen = (typeof allergens)[number];

export const dietLabels = ['vegan', 'vegetarian', 'gluten-free', 'halal'] as const;
export type DietLabel = (typeof dietLabels)[number];

/** As customers read them: 'Crustacean shellfish', 'Gluten-free'. */
export const allergenWords: Record<Allergen, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  'crustacean-shellfish': 'Crustacean shellfish',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
};

export const dietLabelWords: Record<DietLabel, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
};

/** The wording every allergen display carries: the kitchen shares its equipment. */
export const crossContactNote =
  'Our kitchen handles peanuts, tree nuts, fish, crustacean shellfish, wheat, sesame, soy, milk and eggs, and shares its equipment. Please ask us about cross-contact before you order if you have a severe allergy.';
