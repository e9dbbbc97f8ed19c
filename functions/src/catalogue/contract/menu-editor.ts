/**
 * The kitchen's menu editor (/kitchen/menu): the menu as the owner edits it, and the calls that
 * change it. Every change is checked by these schemas (a size at $0, an empty name, too many extras:
 * a 400 naming the field, nothing saved); the rules that need the whole menu (a companion that does
 * not exist, a name another dish has) are the service's. Shared by functions/ and web/.
 */
import * as z from 'zod';
import { allergenListSchema, dietLabelListSchema } from './allergens.ts';
import { categorySchema, imageSchema, sizeSchema } from './catalogue.ts';
import { hasControlCharacter, hasLetterOrNumber, nameSkeleton, normaliseName } from './dish-name.ts';
import { soldOutSchema } from './sold-out.ts';

export { soldOutSchema, type SoldOut } from './sold-out.ts';

export const menuLimits = {
  name: 60,
  description: 600,
  tips: { count: 6, length: 200 },
  includedIngredients: { count: 20, length: 60 },
  sizes: 4,
  /** Integer cents: $0.01 to $2,000. */
  sizePrice: { min: 1, max: 200_000 },
  amount: 80,
  extras: 20,
  /** An extra may be free (e.g. "extra sauce on the side"), up to $200. */
  extraPrice: { min: 0, max: 20_000 },
  companions: 8,
} as const;

/** The dish id in a path: lowercase letters, digits and hyphens (made from the name when a dish is created). */
export const menuDishIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be a dish id');
export const menuDishPathSchema = z.strictObject({ dishId: menuDishIdSchema });

const text = (label: string, max: number) => z.string().trim().min(1, `${label} cannot be empty`).max(max, `${label} can be at most ${max} characters`);

/**
 * A name (the dish's, an extra's, an ingredient's): refused with control characters, then tidied
 * (./dish-name.ts `normaliseName`: NFKC, no format characters, one space between words), then checked:
 * not empty, not too long, at least one letter or digit (docs/business-rules.md#dish-names).
 */
const nameText = (label: string, max: number) =>
  z
    .string()
    .refine((value) => !hasControlCharacter(value), `${label} cannot contain control characters`)
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, `${label} cannot be empty`)
        .max(max, `${label} can be at most ${max} characters`)
        .refine((value) => value === '' || hasLetterOrNumber(value), `${label} needs at least one letter or digit`),
    );

/** Each dish once: a companion listed twice is refused at its second place (docs/business-rules.md#the-menu-editor). */
const companionIds = (max: number, message: string) =>
  z
    .array(menuDishIdSchema)
    .max(max, message)
    .superRefine((ids, context) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) context.addIssue({ code: 'custom', path: [index], message: 'This dish is listed twice' });
      });
    });

const uniqueBy =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = key(item).toLowerCase();
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index], message });
      seen.add(value);
    });
  };

export const editableSizeSchema = z.strictObject({
  size: sizeSchema,
  price: z.number().int('Whole cents, please').min(menuLimits.sizePrice.min, 'A size needs a price above $0').max(menuLimits.sizePrice.max, 'At most $2,000'),
  amount: text('What the size holds', menuLimits.amount),
  catering: z.boolean(),
});
export type EditableSize = z.infer<typeof editableSizeSchema>;

export const editableExtraSchema = z.strictObject({
  /** An existing extra's id (kept, so carts holding it stay valid); absent for a new one. */
  id: z.string().max(120).optional(),
  ingredient: nameText('An extra’s name', menuLimits.includedIngredients.length),
  price: z.number().int('Whole cents, please').min(menuLimits.extraPrice.min, 'A price cannot be negative').max(menuLimits.extraPrice.max, 'At most $200'),
  allergens: allergenListSchema.default([]),
});
export type EditableExtra = z.infer<typeof editableExtraSchema>;

/** PUT /owner/menu/dishes/{dishId} and POST /owner/menu/dishes: the whole dish (its photos are kept as they are). */
export const editableDishSchema = z.strictObject({
  name: nameText('The name', menuLimits.name).refine((name) => !name.includes('-'), 'A name cannot contain a hyphen (the dish’s web address uses them)'),
  category: categorySchema,
  description: text('The description', menuLimits.description),
  tips: z.array(text('A tip', menuLimits.tips.length)).max(menuLimits.tips.count, `At most ${menuLimits.tips.count} tips`),
  canBeSpicy: z.boolean(),
  featured: z.boolean(),
  /** Hidden dishes are off the shop (cards, pages, search) and cannot be ordered; the editor still lists them. */
  hidden: z.boolean(),
  includedIngredients: z
    .array(nameText('An ingredient', menuLimits.includedIngredients.length))
    .max(menuLimits.includedIngredients.count, `At most ${menuLimits.includedIngredients.count} ingredients`)
    .superRefine(uniqueBy(nameSkeleton, 'This ingredient is listed twice')),
  sizes: z
    .array(editableSizeSchema)
    .min(1, 'A dish needs at least one size')
    .max(menuLimits.sizes, `At most ${menuLimits.sizes} sizes`)
    .superRefine(uniqueBy((size) => size.size, 'Each size once')),
  extras: z
    .array(editableExtraSchema)
    .max(menuLimits.extras, `At most ${menuLimits.extras} extras`)
    .superRefine(uniqueBy((extra) => nameSkeleton(extra.ingredient), 'This extra is listed twice')),
  goesWith: companionIds(menuLimits.companions, `At most ${menuLimits.companions} companions`),
  similar: companionIds(menuLimits.companions, `At most ${menuLimits.companions} similar dishes`),
  allergens: allergenListSchema,
  dietLabels: dietLabelListSchema,
});
export type EditableDish = z.input<typeof editableDishSchema>;
/** A dish as the schema hands it on: trimmed, allergens once each and in order. */
export type CheckedDish = z.output<typeof editableDishSchema>;

/**
 * The version of a thing the editor read (a dish, the menu's order): every owner write that replaces
 * a whole thing sends it back, and is refused (409) when the thing changed meanwhile
 * (docs/decisions.md#owner-writes-carry-the-version-they-read). 0 for a thing never written by the editor.
 */
export const readVersionSchema = z.number().int('The version is a whole number').min(0, 'The version cannot be negative');

/** PUT /owner/menu/dishes/{dishId}: the whole dish, and the dish's `version` as the editor read it. */
export const dishSaveSchema = editableDishSchema.extend({ version: readVersionSchema });
export type DishSave = z.input<typeof dishSaveSchema>;

/**
 * POST /owner/menu/dishes/{dishId}/sold-out: sold out until tomorrow morning ('today'), until switched
 * back ('until-back'), or available again ('available'); the dish itself, or one of its extras.
 */
export const soldOutRequestSchema = z.strictObject({
  soldOut: z.enum(['today', 'until-back', 'available']),
  extraId: z.string().min(1).max(120).optional(),
});
export type SoldOutRequest = z.infer<typeof soldOutRequestSchema>;

/** PUT /owner/menu/order: the dishes in the order the menu shows them (within each category), and the order's `orderVersion` as read. */
export const menuOrderRequestSchema = z.strictObject({
  dishIds: z
    .array(menuDishIdSchema)
    .min(1)
    .max(500)
    .superRefine(uniqueBy((id) => id, 'Each dish once')),
  version: readVersionSchema,
});
export type MenuOrderRequest = z.input<typeof menuOrderRequestSchema>;

/** The menu as the editor reads it: every dish, hidden ones too, with ids, photos and switches. */
export const ownerMenuDishSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: categorySchema,
  description: z.string(),
  tips: z.array(z.string()),
  canBeSpicy: z.boolean(),
  featured: z.boolean(),
  hidden: z.boolean(),
  position: z.number().int().nullable(),
  includedIngredients: z.array(z.string()),
  sizes: z.array(editableSizeSchema.extend({ id: z.string() })),
  extras: z.array(z.object({ id: z.string(), ingredient: z.string(), price: z.number().int(), allergens: z.array(z.string()), soldOut: soldOutSchema })),
  goesWith: z.array(z.string()),
  similar: z.array(z.string()),
  allergens: z.array(z.string()),
  dietLabels: z.array(z.string()),
  images: z.array(imageSchema),
  startingPrice: z.number().int(),
  soldOut: soldOutSchema,
  /** Raised by every save of the dish and of its photos (not by the sold-out switches or the order); PUT sends it back. */
  version: z.number().int(),
});
export type OwnerMenuDish = z.infer<typeof ownerMenuDishSchema>;

export const ownerMenuSchema = z.object({
  /** Raised by every change; the shop's caches follow it. */
  version: z.number().int(),
  /** Raised by every PUT /owner/menu/order, which sends it back. */
  orderVersion: z.number().int(),
  dishes: z.array(ownerMenuDishSchema),
});
export type OwnerMenu = z.infer<typeof ownerMenuSchema>;

/** The answer of every change: the dish as it is now, and the menu's new version. */
export const menuChangeAnswerSchema = z.object({ version: z.number().int(), dish: ownerMenuDishSchema });
export type MenuChangeAnswer = z.infer<typeof menuChangeAnswerSchema>;
