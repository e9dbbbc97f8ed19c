/**
 * The shape of the menu as the kitchen writes it. The seed turns it into table items, and the art
 * script draws each dish from its `art` recipe. Money is integer cents.
 */
import type { Allergen, DietLabel } from '../contract/allergens.ts';

export const categories = ['appetizer', 'entrée', 'dessert', 'side', 'sauce'] as const;
export type Category = (typeof categories)[number];

export const sizes = ['small', 'medium', 'large', 'extra large'] as const;
export type Size = (typeof sizes)[number];

export type SeedPriceOption = {
  /** Stable id, unique across the menu, e.g. 'jollof-rice-m'. */
  id: string;
  size: Size;
  /** Integer cents. */
  price: number;
  /** What the customer gets, e.g. '16 oz bowl' or 'Half tray · serves 4–6'. */
  amount: string;
  /** A catering-size option (trays), which follows the catering terms at checkout. */
  catering: boolean;
};

export type SeedOptionalIngredient = {
  /** Stable id, unique across the menu, e.g. 'jollof-rice-fried-plantain'. */
  id: string;
  ingredient: string;
  /** Integer cents. */
  price: number;
  /** The major allergens it brings, in label order. */
  allergens: Allergen[];
};

/** How the art script draws the dish: a top-down plate composition. */
export type DishArt = {
  /** Plate or bowl. */
  vessel: 'plate' | 'bowl' | 'pan' | 'basket' | 'cup';
  /** The main food colour (base layer), e.g. '#d9622b' for jollof. */
  base: string;
  /** Second colour for the food's texture. */
  accent: string;
  /** Garnish colours scattered on top. */
  garnish: string[];
  /** The texture of the food. */
  texture: 'grains' | 'stew' | 'chunks' | 'rings' | 'smooth' | 'leaves' | 'balls' | 'wraps' | 'skewers' | 'slices';
  /** Background table/cloth colour. */
  table: string;
};

export type SeedDish = {
  /** Stable id, unique, lowercase with hyphens, e.g. 'jollof-rice'. */
  id: string;
  /** Unique display name; no hyphens (the dish URL turns spaces into hyphens and back). */
  name: string;
  category: Category;
  description: string;
  canBeSpicy: boolean;
  featured: boolean;
  tips: string[];
  /** Ingredients the dish comes with; the customer may remove them. */
  includedIngredients: string[];
  /** The major allergens of the dish as served (without extras), in label order. */
  allergens: Allergen[];
  /** Diet labels, only where clearly true; a vegan dish is labelled vegetarian too. */
  dietLabels: DietLabel[];
  /** Paid additions. */
  optionalIngredients: SeedOptionalIngredient[];
  /** One to four sizes, in the order small → extra large. */
  prices: SeedPriceOption[];
  /** Dish ids that go well with it (companions offered on its page). */
  goesWith: string[];
  /** Dish ids of similar dishes. */
  similar: string[];
  art: DishArt;
};

export type SeedFaq = {
  id: string;
  category: 'catering';
  question: string;
  answer: string;
};
