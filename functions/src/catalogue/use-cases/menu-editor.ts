/**
 * The kitchen's menu editor (docs/business-rules.md#the-menu-editor): the whole menu as the owner
 * edits it, creating and replacing dishes (checked against the rest of the menu, written all or
 * nothing), the sold-out switches and the menu's order. Every change raises the menu version, which
 * the shop's caches follow, so an edit is on the shop at the next read. A dish save and a reorder
 * are conditional on the version the editor read, so another owner's change is never lost
 * (docs/decisions.md#owner-writes-carry-the-version-they-read).
 */
import type * as z from 'zod';
import { logger } from '../../platform/config/telemetry.ts';
import type { CheckedDish, MenuChangeAnswer, MenuOrderRequest, OwnerMenu, SoldOutRequest } from '../contract/menu-editor.ts';
import { menuDishPathSchema, type dishSaveSchema } from '../contract/menu-editor.ts';
import {
  getDishes,
  getDishPartition,
  readMenuOrderVersion,
  readMenuVersion,
  readPriceBook,
  saveDishPartition,
  setDishPositions,
  setSoldOut,
} from '../store/dish.ts';
import { conflict, notFound, validationError } from '../../platform/errors.ts';
import { menuIssues, newDishId, ownerMenuDishOf, partitionFromEdit, soldOutFor } from '../rules/menu-editor.ts';
import { orderMenu, type DishPartition } from '../rules/menu.ts';

type ParsedEdit = CheckedDish;

const noSuchDish = () => notFound('No dish with that id is on the menu.');
// docs/business-rules.md#the-menu-editor: a save over a dish changed since it was read is refused, never lost.
const dishChangedMeanwhile = () => conflict('Someone else changed this dish since you opened it. Reload to see their change.');
const orderChangedMeanwhile = () => conflict('Someone else changed the menu’s order since you opened it. Reload to see their change.');

/** The dish id of a path, or 404 (an id that could not exist names no dish). */
export function dishIdOf(pathParameters: Record<string, string>): string {
  const parsed = menuDishPathSchema.safeParse(pathParameters);
  if (!parsed.success) throw noSuchDish();
  return parsed.data.dishId;
}

/** The dish as stored now (a strongly consistent read of its partition, so its version is the one just written). */
async function answerFor(dishId: string): Promise<MenuChangeAnswer> {
  const [partition, version] = await Promise.all([getDishPartition(dishId, { consistent: true }), readMenuVersion()]);
  if (!partition) throw noSuchDish();
  return { version, dish: ownerMenuDishOf(partition) };
}

/** The editor's menu: every dish, hidden ones too, in the shop's order. */
function ownerMenuOf(partitions: Iterable<DishPartition>, version: number, orderVersion: number): OwnerMenu {
  const byId = new Map([...partitions].map((partition) => [partition.dish.id, partition]));
  const dishes = orderMenu([...byId.values()].map((partition) => partition.dish)).map((dish) => ownerMenuDishOf(byId.get(dish.id)!));
  return { version, orderVersion, dishes };
}

/** GET /owner/menu: every dish, hidden ones too, in the shop's order, with each dish's version and the order's. */
export async function readOwnerMenu(): Promise<OwnerMenu> {
  const [book, version, orderVersion] = await Promise.all([readPriceBook(), readMenuVersion(), readMenuOrderVersion()]);
  return ownerMenuOf(book.values(), version, orderVersion);
}

async function save(dishId: string, edit: ParsedEdit, book: ReadonlyMap<string, DishPartition>, previous: DishPartition | undefined, expectedVersion = 0) {
  // Stale first: fixing a field of a dish someone else has changed would be wasted.
  if (previous && (previous.dish.version ?? 0) !== expectedVersion) throw dishChangedMeanwhile();
  const issues = menuIssues(
    edit,
    dishId,
    [...book.values()].map((partition) => partition.dish),
  );
  if (issues.length > 0) throw validationError('The dish was not saved: please check the marked fields.', issues);
  const outcome = await saveDishPartition(partitionFromEdit(dishId, edit, previous), previous, expectedVersion);
  if (outcome !== 'saved') {
    throw previous ? dishChangedMeanwhile() : conflict('Another dish was just added under this name. Reload the menu and try again.');
  }
  logger().info('Menu dish saved', { dishId, created: previous === undefined });
  return answerFor(dishId);
}

/** POST /owner/menu/dishes: a new dish, its id made from its name. */
export async function createDish(edit: ParsedEdit): Promise<MenuChangeAnswer> {
  const book = await readPriceBook();
  return save(newDishId(edit.name, new Set(book.keys())), edit, book, undefined);
}

/** PUT /owner/menu/dishes/{dishId}: the whole dish, replaced, over the version the editor read (409 when it moved on). */
export async function replaceDish(pathParameters: Record<string, string>, request: z.output<typeof dishSaveSchema>): Promise<MenuChangeAnswer> {
  const dishId = dishIdOf(pathParameters);
  const { version, ...edit } = request;
  // The dish itself from its partition, strongly consistent: the sizes and extras the save deletes are the stored ones.
  const [book, previous] = await Promise.all([readPriceBook(), getDishPartition(dishId, { consistent: true })]);
  if (!previous) throw noSuchDish();
  return save(dishId, edit, book, previous, version);
}

/** POST /owner/menu/dishes/{dishId}/sold-out: one switch, the dish's or one extra's (no version: it writes that switch alone). */
export async function switchSoldOut(pathParameters: Record<string, string>, request: SoldOutRequest, now = new Date()): Promise<MenuChangeAnswer> {
  const dishId = dishIdOf(pathParameters);
  const partition = await getDishPartition(dishId, { consistent: true });
  if (!partition) throw noSuchDish();
  if (request.extraId !== undefined && !partition.ingredients.some((extra) => extra.id === request.extraId)) {
    throw validationError('That extra is not one of this dish’s.', [{ path: 'body.extraId', message: 'Not an extra of this dish' }]);
  }
  if (!(await setSoldOut(dishId, request.extraId, soldOutFor(request, now)))) throw noSuchDish();
  return answerFor(dishId);
}

/**
 * PUT /owner/menu/order: the dishes' places, in the order given (each category keeps its place),
 * over the order the editor read (`version`, the menu's `orderVersion`): one whole order or a 409.
 */
export async function reorderMenu({ dishIds, version }: MenuOrderRequest): Promise<OwnerMenu> {
  const [book, orderVersion] = await Promise.all([readPriceBook(), readMenuOrderVersion()]);
  const unknown = dishIds.findIndex((id) => !book.has(id));
  if (unknown >= 0) throw validationError('The order names a dish that is not on the menu.', [{ path: `body.dishIds.${unknown}`, message: 'No such dish' }]);
  if (orderVersion !== version) throw orderChangedMeanwhile();
  // Only the places that move are written, measured against the places as stored (read strongly
  // consistent; only a reorder writes them, and it would have moved the order's version).
  const stored = new Map((await getDishes(dishIds, { consistent: true })).map((dish) => [dish.id, dish.position ?? null]));
  const places = dishIds.map((dishId, position) => ({ dishId, position })).filter(({ dishId, position }) => stored.get(dishId) !== position);
  const outcome = await setDishPositions(places, version);
  if (outcome === 'conflict') throw orderChangedMeanwhile();
  logger().info('Menu order changed', { moved: places.length });
  // The answer is the order as just written (the menu's index may lag a moment behind it).
  const placed = new Map(places.map(({ dishId, position }) => [dishId, position]));
  const partitions = [...book.values()].map((partition) =>
    placed.has(partition.dish.id) ? { ...partition, dish: { ...partition.dish, position: placed.get(partition.dish.id)! } } : partition,
  );
  return ownerMenuOf(partitions, await readMenuVersion(), outcome.orderVersion);
}
