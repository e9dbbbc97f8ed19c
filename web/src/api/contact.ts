/**
 * The contact forms: POST /api/contact/catering, /api/contact/dishRequest and
 * /api/contact/ingredientsRequest (each answers 201 with the text the form shows), and what the
 * ingredients request reads of the menu, through the menu's own queries (api/dishes.ts).
 */
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import {
  contactSuccessSchema,
  type CateringEnquiry,
  type ContactSuccess,
  type DishRequestEnquiry,
  type IngredientsRequestEnquiry,
} from '@functions/enquiries/contract/contact';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { dishQueries } from './dishes.ts';

export function postCateringEnquiry(enquiry: CateringEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/catering', { method: 'POST', body: enquiry, schema: contactSuccessSchema });
}

export function useSendCateringEnquiry() {
  return useMutation({ mutationFn: postCateringEnquiry });
}

/** A dish the visitor would like on the menu. */
export function postDishRequest(request: DishRequestEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/dishRequest', { method: 'POST', body: request, schema: contactSuccessSchema });
}

/** Ingredients the visitor would like in an entrée. */
export function postIngredientsRequest(request: IngredientsRequestEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/ingredientsRequest', { method: 'POST', body: request, schema: contactSuccessSchema });
}

export function useSendDishRequest() {
  return useMutation({ mutationFn: postDishRequest });
}

export function useSendIngredientsRequest() {
  return useMutation({ mutationFn: postIngredientsRequest });
}

/** docs/product.md#contact-screen: the dropdown lists only dishes whose category is entrée, once each, by name. */
export function entreesOf(dishes: readonly MenuDish[]): MenuDish[] {
  const seen = new Set<string>();
  return dishes.filter((dish) => dish.category === 'entrée' && !seen.has(dish.id) && (seen.add(dish.id), true)).sort((a, b) => a.name.localeCompare(b.name));
}

export const contactQueries = {
  /** The menu's own list (one cache of GET /dishes), narrowed to the entrées. */
  entrees: () => queryOptions({ ...dishQueries.list(), select: entreesOf }),
};

export function useEntrees() {
  return useQuery(contactQueries.entrees());
}

/** The chosen entrée's included ingredients; docs/product.md#validation: the ingredient calls run only when a dish is chosen. */
export function useIncludedIngredients(dishId: string) {
  return useQuery({ ...dishQueries.detailById(dishId), enabled: dishId.length > 0, select: (dish) => dish.includedIngredients });
}
