/**
 * The shape of the menu as the kitchen writes it. The seed turns it into table items, and the art
 * script draws each dish from its `art` recipe. Money is integer cents.
 */
import { categorySchema, sizeSchema, type OptionalIngredient } from '../contract/dish-parts.ts';
import type { DishRecord, PriceOptionRecord } from '../rules/menu.ts';

export { type Category, type Size } from '../contract/dish-parts.ts';
/** The menu's categories and sizes, in order: the contract's. */
export const categories = categorySchema.options;
export const sizes = sizeSchema.options;

/**
 * A size of a dish as the kitchen writes it (the stored price option but for its dish, which the seed adds): its id
 * stable and unique across the menu (e.g. 'jollof-rice-m'), its price in integer cents, what the customer gets (e.g.
 * '16 oz bowl' or 'Half tray · serves 4–6'), and whether it is a catering size (trays, on the catering terms at checkout).
 */
export type SeedPriceOption = Omit<PriceOptionRecord, 'dishId'>;

/**
 * A paid addition as the kitchen writes it (the catalogue's optional ingredient): its id stable and unique across the
 * menu (e.g. 'jollof-rice-fried-plantain'), its price in integer cents, and the major allergens it brings in label order.
 */
export type SeedOptionalIngredient = OptionalIngredient;

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

/**
 * A dish as the kitchen writes it: the stored dish's own fields (rules/menu.ts DishRecord; the seed adds its pictures
 * and starting price), with its paid additions, its one to four sizes (in the order small → extra large) and its art.
 * The id is stable and unique, lowercase with hyphens (e.g. 'jollof-rice'); the name is unique and has no hyphens (the
 * dish URL turns spaces into hyphens and back). Its allergens are the dish's as served (without extras), in label
 * order; its diet labels only where clearly true (a vegan dish is labelled vegetarian too). `includedIngredients` the
 * customer may remove; `goesWith` are the dish ids of companions offered on its page, `similar` of similar dishes.
 */
export type SeedDish = Pick<
  DishRecord,
  'id' | 'name' | 'category' | 'description' | 'canBeSpicy' | 'featured' | 'tips' | 'includedIngredients' | 'allergens' | 'dietLabels' | 'goesWith' | 'similar'
> & {
  optionalIngredients: SeedOptionalIngredient[];
  prices: SeedPriceOption[];
  art: DishArt;
};

export type SeedFaq = {
  id: string;
  category: 'catering';
  question: string;
  answer: string;
};
