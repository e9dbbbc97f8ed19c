/**
 * The cart, saved-for-later and buy-again calls (docs/product.md#entities, #calls). Shared by functions/ and
 * web/. Every price is integer cents and decided by the server from the menu: a client's `price`
 * is only its belief, and a disagreeing one is refused with 409.
 */
import * as z from 'zod';
import { sizeSchema } from '../../catalogue/contract/catalogue.ts';
import { dishIdSchema, menuIdSchema } from '../../catalogue/contract/dish-request.ts';
import { spiceLevels } from '../../catalogue/contract/pricing.ts';

export const minQuantity = 1;
export const maxQuantity = 99;
/** At most this many lines (companions included) in one add. */
export const maxLinesPerAdd = 12;

const cents = z.number().int().nonnegative().max(10_000_000);
const optionId = menuIdSchema(96, 'Must be an option id');
/** A cart line's id: derived from its configuration (see cart/rules/cart.ts). */
export const orderIdSchema = z
  .string()
  .trim()
  .regex(/^[a-f0-9]{24}$/, 'Must be a cart line id');
const spiciness = z
  .number()
  .int()
  .refine((level) => (spiceLevels as readonly number[]).includes(level), 'Spiciness must be 0 to 3');
const quantity = z
  .number()
  .int('Quantity must be a whole number')
  .min(minQuantity, `Quantity must be at least ${minQuantity}`)
  .max(maxQuantity, `Quantity must be at most ${maxQuantity}`);
const removedIngredients = z.array(z.string().trim().min(1).max(100)).max(30).default([]);

/** One dish of an add: the main dish or a companion. `size` is the price option's id. */
export const cartOrderRequestSchema = z.strictObject({
  dishId: dishIdSchema,
  /** Shown back only if the menu agrees; the stored name comes from the menu. */
  dishName: z.string().trim().min(1).max(120),
  /** What the customer saw for one of this line, in cents. */
  price: cents,
  spiciness,
  size: optionId,
  removedIngredients,
  quantity: quantity.default(1),
});
export type CartOrderRequest = z.input<typeof cartOrderRequestSchema>;

/** The paid add-ons chosen for one dish of the add. */
export const chosenIngredientsSchema = z.strictObject({
  dishId: dishIdSchema,
  ingredientIds: z.array(optionId).max(30),
});
export type ChosenIngredients = z.infer<typeof chosenIngredientsSchema>;

/** POST /cart: a dish and its companions, each a line of the cart. */
export const addToCartRequestSchema = z
  .strictObject({
    orders: z.array(cartOrderRequestSchema).min(1, 'Nothing to add').max(maxLinesPerAdd),
    optionalIngredients: z.array(chosenIngredientsSchema).max(maxLinesPerAdd).default([]),
    /** The original client sent the cart it had cached (docs/product.md#calls); the stored cart is the truth, so it is not read. */
    oldCart: z.array(z.unknown()).max(200).optional(),
  })
  .refine((body) => new Set(body.orders.map((order) => order.dishId)).size === body.orders.length, {
    message: 'Each dish may appear once per add',
    path: ['orders'],
  })
  .refine((body) => body.optionalIngredients.every((chosen) => body.orders.some((order) => order.dishId === chosen.dishId)), {
    message: 'Optional ingredients must belong to a dish of the add',
    path: ['optionalIngredients'],
  });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** POST /ingredients/setChosen: the add-ons the customer likes per dish (saved customisations). */
export const setChosenIngredientsRequestSchema = z.array(chosenIngredientsSchema).max(maxLinesPerAdd);

/** PUT /cart/changeQuantity: a step (the arrows) or a new quantity. */
export const changeQuantityRequestSchema = z
  .strictObject({
    orderId: orderIdSchema,
    change: z.union([z.literal(1), z.literal(-1)]).optional(),
    quantity: quantity.optional(),
  })
  .refine((body) => (body.change === undefined) !== (body.quantity === undefined), {
    message: 'Give either a change of +1/-1 or a new quantity',
    path: ['change'],
  });
export type ChangeQuantityRequest = z.infer<typeof changeQuantityRequestSchema>;

/** PUT /cart/edit: the edit modal's working copy of one line. */
export const editCartRequestSchema = z.strictObject({
  orderEditing: z.strictObject({
    orderId: orderIdSchema,
    size: optionId,
    spiciness,
    optionalIngredientIds: z.array(optionId).max(30),
    removedIngredients,
    quantity,
    /** What the modal showed for one of the edited line. */
    price: cents,
  }),
  /** The add-on ids the modal started from: if the line changed meanwhile, the edit is refused. */
  originalOrderIngredients: z.array(optionId).max(30).optional(),
});
export type EditCartRequest = z.input<typeof editCartRequestSchema>;

export const orderIdBodySchema = z.strictObject({ orderId: orderIdSchema });
/** PUT /cart/restore: Undo of a delete, the deleted line's id. */
export const restoreLineRequestSchema = orderIdBodySchema;
/** PUT /saves: the line plus status 'saved'. */
export const saveRequestSchema = z.strictObject({ orderId: orderIdSchema, status: z.literal('saved') });
/** PUT /saves/unsave: the saved item (by its id). */
export const unsaveRequestSchema = z.strictObject({ id: orderIdSchema });
/** DELETE /cart?dishOrderId= */
export const deleteCartQuerySchema = z.strictObject({ dishOrderId: orderIdSchema });

const ingredientAnswer = z.object({ id: z.string(), ingredient: z.string(), price: cents });
const sizeAnswer = z.object({ id: z.string(), size: sizeSchema, amount: z.string(), price: cents, catering: z.boolean() });

/** Why a line cannot be checked out as it is. */
export const lineIssueSchema = z.enum(['DISH_REMOVED', 'SIZE_REMOVED', 'INGREDIENT_REMOVED', 'PRICE_CHANGED', 'SOLD_OUT']);
export type LineIssue = z.infer<typeof lineIssueSchema>;

/** One line of the cart or of the saved list, at today's menu. */
export const cartOrderSchema = z.object({
  orderId: z.string(),
  orderDishId: z.string(),
  name: z.string(),
  category: z.string(),
  size: sizeSchema,
  pricePackageId: z.string(),
  amount: z.string(),
  catering: z.boolean(),
  /** One of this line today, in cents (the price it was added at when the dish is gone). */
  price: cents,
  /** The price it was added or last confirmed at. */
  addedPrice: cents,
  quantity: z.number().int(),
  lineTotal: cents,
  spiciness: z.number().int(),
  canBeSpicy: z.boolean(),
  ingredients: z.array(ingredientAnswer),
  removedIngredients: z.array(z.string()),
  /** What the edit modal offers: every add-on and size of the dish today. */
  allIngredients: z.array(ingredientAnswer),
  includedIngredients: z.array(z.string()),
  sizes: z.array(sizeAnswer),
  image: z.string(),
  blurHash: z.string(),
  status: z.enum(['cart', 'saved']),
  issue: lineIssueSchema.nullable(),
});
export type CartOrder = z.infer<typeof cartOrderSchema>;

export const inactiveDishSchema = z.object({
  orderId: z.string(),
  dishId: z.string(),
  name: z.string(),
  issue: lineIssueSchema,
  message: z.string(),
  addedPrice: cents,
  /** Today's price, when the line can still be ordered at it. */
  price: cents.nullable(),
});
export type InactiveDish = z.infer<typeof inactiveDishSchema>;

/** GET /cart. */
export const cartSchema = z.object({
  cart: z.array(z.object({ dishId: z.string(), name: z.string(), image: z.string(), blurHash: z.string(), orders: z.array(cartOrderSchema) })),
  /** Lines that can be checked out, at today's prices, in cents. */
  totalPrice: cents,
  totalCount: z.number().int(),
  priceAmounts: z.array(z.object({ orderId: z.string(), quantity: z.number().int(), price: cents, lineTotal: cents })),
  inactiveDishes: z.array(inactiveDishSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET /cart/total and the answer of POST /cart: the header's summary. */
export const cartSummarySchema = z.object({
  totalCount: z.number().int(),
  cart: z.array(z.object({ orderId: z.string(), name: z.string(), quantity: z.number().int(), price: cents })),
  totalPrice: cents,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** GET /saves. */
export const savedItemSchema = cartOrderSchema.extend({ id: z.string() });
export type SavedItem = z.infer<typeof savedItemSchema>;
export const savedItemsSchema = z.array(savedItemSchema);

/** GET /ingredients/chosen. */
export const chosenIngredientsAnswerSchema = z.array(z.object({ dishId: z.string(), dishName: z.string(), ingredients: z.array(ingredientAnswer) }));
export type ChosenIngredientsAnswer = z.infer<typeof chosenIngredientsAnswerSchema>;

/** GET /buyAgain: dishes as ordered before, priced today. */
export const buyAgainItemSchema = z.object({
  id: z.string(),
  dishId: z.string(),
  name: z.string(),
  image: z.string(),
  blurHash: z.string(),
  size: sizeSchema,
  sizeId: z.string(),
  spiciness: z.number().int(),
  ingredients: z.array(ingredientAnswer),
  removedIngredients: z.array(z.string()),
  price: cents,
  lastOrderedAt: z.string(),
});
export type BuyAgainItem = z.infer<typeof buyAgainItemSchema>;
export const buyAgainSchema = z.array(buyAgainItemSchema);

/** A line changed by PUT /cart/changeQuantity, /cart/edit, /saves… */
export const lineChangeSchema = z.object({ orderId: z.string(), quantity: z.number().int(), status: z.enum(['cart', 'saved']) });
export type LineChange = z.infer<typeof lineChangeSchema>;
