/**
 * Favourites of the signed-in user: only dishes on the menu can be favourited, and the list shows
 * the ones still on the menu as menu cards, newest favourite first.
 */
import type { MenuDish } from '../contract/catalogue.ts';
import { getDishPartition, listMenu } from '../store/dish.ts';
import { addFavorite, listFavorites, removeFavorite, type FavoriteRecord } from '../store/favorite.ts';
import { notFound } from '../../platform/errors.ts';
import { isOnShop, toMenuDish, type DishRecord } from '../rules/menu.ts';

/** Joins favourites with the menu: dishes that left the menu are left out; newest first. */
export function favoriteCards(favorites: readonly FavoriteRecord[], menu: readonly DishRecord[]): MenuDish[] {
  const byId = new Map(menu.map((dish) => [dish.id, dish]));
  return [...favorites]
    .sort((a, b) => b.favoritedAt.localeCompare(a.favoritedAt) || a.dishId.localeCompare(b.dishId))
    .flatMap((favorite) => {
      const dish = byId.get(favorite.dishId);
      return dish ? [toMenuDish(dish)] : [];
    });
}

export async function listFavoriteDishes(userId: string): Promise<MenuDish[]> {
  const [favorites, menu] = await Promise.all([listFavorites(userId), listMenu()]);
  // A dish the owner hid is off the shop, so off the favourites too (until it is back).
  return favoriteCards(favorites, menu.filter(isOnShop));
}

/** Favourites a dish on the menu; true when it is new, false when it was a favourite already. */
export async function favoriteDish(userId: string, dishId: string): Promise<boolean> {
  if (!(await getDishPartition(dishId))) throw notFound('No dish on the menu has that id.');
  return addFavorite(userId, dishId);
}

/** Removes one of the user's own favourites; 404 when it is not one (someone else's included). */
export async function unfavoriteDish(userId: string, dishId: string): Promise<void> {
  if (!(await removeFavorite(userId, dishId))) throw notFound('That dish is not in your favourites.');
}
