/**
 * The back office's menu editor (docs/business-rules.md#the-menu-editor): the whole menu as the owner
 * edits it, creating and replacing dishes (checked against the rest of the menu, written all or
 * nothing), the sold-out switches and the menu's order. Every change raises the menu version, which
 * the shop's caches follow, so an edit is on the shop at the next read.
 */
import { logger } from '../config/telemetry.ts';
import type { CheckedDish, MenuChangeAnswer, OwnerMenu, SoldOutRequest } from '../contracts/menu-editor.ts';
import { menuDishPathSchema } from '../contracts/menu-editor.ts';
import { readMenuVersion, readPriceBook, saveDishPartition, setDishPositions, setSoldOut } from '../data/dish.ts';
import { conflict, notFound, validationError } from '../domain/errors.ts';
import { menuIssues, newDishId, ownerMenuDishOf, partitionFromEdit, soldOutFor } from '../domain/menu-editor.ts';
import { orderMenu, type DishPartition } from '../domain/menu.ts';

type ParsedEdit = CheckedDish;

const noSuchDish = () => notFound('No dish with that id is on the menu.');

/** The dish id of a path, or 404 (an id that could not exist names no dish). */
export function dishIdOf(pathParameters: Record<string, string>): string {
  const parsed = menuDishPathSchema.safeParse(pathParameters);
  if (!parsed.success) throw noSuchDish();
  return parsed.data.dishId;
}

async function answerFor(dishId: string): Promise<MenuChangeAnswer> {
  const [book, version] = await Promise.all([readPriceBook(), readMenuVersion()]);
  const partition = book.get(dishId);
  if (!partition) throw noSuchDish();
  return { version, dish: ownerMenuDishOf(partition) };
}

/** GET /owner/menu: every dish, hidden ones too, in the shop's order. */
export async function readOwnerMenu(): Promise<OwnerMenu> {
  const [book, version] = await Promise.all([readPriceBook(), readMenuVersion()]);
  const dishes = orderMenu([...book.values()].map((partition) => partition.dish)).map((dish) => ownerMenuDishOf(book.get(dish.id)!));
  return { version, dishes };
}

async function save(dishId: string, edit: ParsedEdit, book: ReadonlyMap<string, DishPartition>, previous: DishPartition | undefined) {
  const issues = menuIssues(
    edit,
    dishId,
    [...book.values()].map((partition) => partition.dish),
  );
  if (issues.length > 0) throw validationError('The dish was not saved: please check the marked fields.', issues);
  const outcome = await saveDishPartition(partitionFromEdit(dishId, edit, previous), previous);
  if (outcome !== 'saved') throw conflict('The menu changed meanwhile (another owner saved this dish). Reload it and try again.');
  logger().info('Menu dish saved', { dishId, created: previous === undefined });
  return answerFor(dishId);
}

/** POST /owner/menu/dishes: a new dish, its id made from its name. */
export async function createDish(edit: ParsedEdit): Promise<MenuChangeAnswer> {
  const book = await readPriceBook();
  return save(newDishId(edit.name, new Set(book.keys())), edit, book, undefined);
}

/** PUT /owner/menu/dishes/{dishId}: the whole dish, replaced. */
export async function replaceDish(pathParameters: Record<string, string>, edit: ParsedEdit): Promise<MenuChangeAnswer> {
  const dishId = dishIdOf(pathParameters);
  const book = await readPriceBook();
  const previous = book.get(dishId);
  if (!previous) throw noSuchDish();
  return save(dishId, edit, book, previous);
}

/** POST /owner/menu/dishes/{dishId}/sold-out: one switch, the dish's or one extra's. */
export async function switchSoldOut(pathParameters: Record<string, string>, request: SoldOutRequest, now = new Date()): Promise<MenuChangeAnswer> {
  const dishId = dishIdOf(pathParameters);
  const partition = (await readPriceBook()).get(dishId);
  if (!partition) throw noSuchDish();
  if (request.extraId !== undefined && !partition.ingredients.some((extra) => extra.id === request.extraId)) {
    throw validationError('That extra is not one of this dish’s.', [{ path: 'body.extraId', message: 'Not an extra of this dish' }]);
  }
  if (!(await setSoldOut(dishId, request.extraId, soldOutFor(request, now)))) throw noSuchDish();
  return answerFor(dishId);
}

/** PUT /owner/menu/order: the dishes' places, in the order given (each category keeps its place). */
export async function reorderMenu(dishIds: readonly string[]): Promise<OwnerMenu> {
  const book = await readPriceBook();
  const unknown = dishIds.findIndex((id) => !book.has(id));
  if (unknown >= 0) throw validationError('The order names a dish that is not on the menu.', [{ path: `body.dishIds.${unknown}`, message: 'No such dish' }]);
  await setDishPositions(dishIds);
  return readOwnerMenu();
}
