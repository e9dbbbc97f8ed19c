/**
 * The menu editor's rules (docs/business-rules.md#the-menu-editor): ids of new dishes, sizes and
 * extras; a dish's partition from the owner's edit (keeping its photos, switches and the ids carts
 * hold); the checks that need the whole menu; and the sold-out switches. Pure; no AWS imports.
 */
import { business } from '../../platform/config/business.ts';
import type { Size } from '../contract/catalogue.ts';
import { nameSkeleton } from '../contract/dish-name.ts';
import type { CheckedDish, EditableDish, OwnerMenuDish, SoldOut, SoldOutRequest } from '../contract/menu-editor.ts';
import { sizeOrder } from '../contract/pricing.ts';
import { foldText, startingPriceOf, type DishPartition, type DishRecord } from './menu.ts';
import { addDays, localTime, localToInstant } from '../../platform/contract/business-clock.ts';

type ParsedEdit = CheckedDish;
export type FieldIssue = { path: string; message: string };

/** 'Jollof Rice' → 'jollof-rice'; accents dropped. */
export function slugOf(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/** A size's option id: `<dishId>-s|m|l|xl`, the seed's convention (carts read the size from it when a dish is gone). */
const sizeCodes: Record<Size, string> = { small: 's', medium: 'm', large: 'l', 'extra large': 'xl' };
export const priceOptionIdOf = (dishId: string, size: Size) => `${dishId}-${sizeCodes[size]}`;

/** The hour of the morning a "sold out today" switch turns itself back on, local time (before any opening). */
export const soldOutResetHour = 4;

/** The switch a request sets: until tomorrow at 4 a.m. local time, until switched back, or none. */
export function soldOutFor(request: Pick<SoldOutRequest, 'soldOut'>, now: Date, timeZone: string = business.timeZone): SoldOut {
  if (request.soldOut === 'available') return null;
  if (request.soldOut === 'until-back') return { until: null };
  const today = localTime(now.getTime(), timeZone).date;
  return { until: new Date(localToInstant(addDays(today, 1), soldOutResetHour * 60, timeZone)).toISOString() };
}

export const sameNameMessage = 'Another dish has this name';
export const samePageMessage = 'Another dish’s page already has this address: choose a more different name';

/**
 * The checks that need the rest of the menu: companions that exist (and are not the dish itself),
 * and a name no other dish has: none with the same skeleton (catalogue/contract/dish-name.ts: accents, case and
 * Cyrillic or Greek look-alikes of Latin letters aside), and none whose id or name makes the same web
 * address, which would hide one dish's page behind the other's (docs/business-rules.md#dish-names).
 * Paths name the request's fields, as the schema's do.
 */
export function menuIssues(edit: ParsedEdit, dishId: string, menu: readonly DishRecord[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const known = new Set(menu.map((dish) => dish.id));
  for (const relation of ['goesWith', 'similar'] as const) {
    edit[relation].forEach((id, index) => {
      if (id === dishId) issues.push({ path: `body.${relation}.${index}`, message: 'A dish cannot be its own companion' });
      else if (!known.has(id)) issues.push({ path: `body.${relation}.${index}`, message: `No dish "${id}" on the menu` });
    });
  }
  const others = menu.filter((dish) => dish.id !== dishId);
  const skeleton = nameSkeleton(edit.name);
  const slug = slugOf(edit.name);
  if (others.some((dish) => nameSkeleton(dish.name) === skeleton)) {
    issues.push({ path: 'body.name', message: sameNameMessage });
  } else if (slug !== '' && others.some((dish) => dish.id === slug || slugOf(dish.name) === slug)) {
    issues.push({ path: 'body.name', message: samePageMessage });
  }
  return issues;
}

/**
 * The dish's partition after the edit. Kept from before: its photos, its switches, its place in the
 * menu, and the ids of sizes and extras that stay (so carts holding them go through the "price
 * changed, confirm" path instead of losing their lines).
 */
export function partitionFromEdit(dishId: string, edit: ParsedEdit, previous: DishPartition | undefined): DishPartition {
  const sizes = [...edit.sizes].sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size));
  const previousExtras = new Map((previous?.ingredients ?? []).map((extra) => [extra.id, extra]));
  const takenIds = new Set<string>();
  const ingredients = edit.extras.map((extra) => {
    const kept = extra.id !== undefined ? previousExtras.get(extra.id) : undefined;
    let id = kept?.id ?? `${dishId}-${slugOf(extra.ingredient) || 'extra'}`;
    for (let n = 2; takenIds.has(id); n += 1) id = `${dishId}-${slugOf(extra.ingredient) || 'extra'}-${n}`;
    takenIds.add(id);
    return { id, dishId, ingredient: extra.ingredient, price: extra.price, allergens: extra.allergens, soldOut: kept?.soldOut ?? null };
  });
  const dish: DishRecord = {
    id: dishId,
    name: edit.name,
    category: edit.category,
    description: edit.description,
    canBeSpicy: edit.canBeSpicy,
    featured: edit.featured,
    hidden: edit.hidden,
    position: previous?.dish.position ?? null,
    tips: edit.tips,
    images: previous?.dish.images ?? [],
    includedIngredients: edit.includedIngredients,
    goesWith: edit.goesWith,
    similar: edit.similar,
    allergens: edit.allergens,
    dietLabels: edit.dietLabels,
    soldOut: previous?.dish.soldOut ?? null,
    startingPrice: startingPriceOf(sizes),
  };
  return {
    dish,
    prices: sizes.map((size) => ({
      id: priceOptionIdOf(dishId, size.size),
      dishId,
      size: size.size,
      price: size.price,
      amount: size.amount,
      catering: size.catering,
    })),
    ingredients,
  };
}

/** The dish as the editor reads it. */
export function ownerMenuDishOf({ dish, prices, ingredients }: DishPartition): OwnerMenuDish {
  return {
    id: dish.id,
    name: dish.name,
    category: dish.category,
    description: dish.description,
    tips: dish.tips,
    canBeSpicy: dish.canBeSpicy,
    featured: dish.featured,
    hidden: dish.hidden ?? false,
    position: dish.position ?? null,
    includedIngredients: dish.includedIngredients,
    sizes: [...prices]
      .sort((a, b) => sizeOrder.indexOf(a.size) - sizeOrder.indexOf(b.size))
      .map(({ id, size, price, amount, catering }) => ({ id, size, price, amount, catering })),
    extras: ingredients.map((extra) => ({
      id: extra.id,
      ingredient: extra.ingredient,
      price: extra.price,
      allergens: extra.allergens ?? [],
      soldOut: extra.soldOut ?? null,
    })),
    goesWith: dish.goesWith,
    similar: dish.similar,
    allergens: dish.allergens ?? [],
    dietLabels: dish.dietLabels ?? [],
    images: dish.images,
    startingPrice: dish.startingPrice,
    soldOut: dish.soldOut ?? null,
    version: dish.version ?? 0,
  };
}

/** Ids the editor's own addresses use (/kitchen/menu/new), so no dish may have them. */
const reservedDishIds = new Set(['new']);

/** An id for a new dish from its name, not taken by another dish ('jollof-rice', 'jollof-rice-2'). */
export function newDishId(name: string, taken: ReadonlySet<string>): string {
  const base = slugOf(name) || 'dish';
  const free = (id: string) => !taken.has(id) && !reservedDishIds.has(id);
  let id = base;
  for (let n = 2; !free(id); n += 1) id = `${base}-${n}`;
  return id;
}

export type { EditableDish };
