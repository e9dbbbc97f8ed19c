/**
 * Dish names in URLs (docs/product.md#screens: dish paths are /menu/{dish-name}): spaces become hyphens and
 * hyphens become spaces again. Dish names never contain hyphens, so the round trip is exact.
 */
export function dishNameToSlug(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

export function slugToDishName(slug: string): string {
  return slug.replace(/-/g, ' ').trim();
}

/** The in-app path of a dish page, e.g. '/menu/Jollof-Rice' (encoded for names like 'Crème Brûlée'). */
export function dishPath(name: string): string {
  return `/menu/${encodeURIComponent(dishNameToSlug(name))}`;
}
