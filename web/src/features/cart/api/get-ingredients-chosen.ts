/** GET /api/ingredients/chosen: the add-ons the customer chose per dish last time (saved customisations). */
import type { ChosenIngredientsAnswer } from '@contracts/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredUser } from '../../../lib/stored-user.ts';
import { cartKeys, cartSchemas } from './cart-keys.ts';

export function getChosenIngredients({ signal }: { signal?: AbortSignal } = {}): Promise<ChosenIngredientsAnswer> {
  return apiRequest('/ingredients/chosen', { schema: () => cartSchemas().then((m) => m.chosenIngredientsAnswerSchema), signal });
}

export const chosenIngredientsQuery = () =>
  queryOptions({ queryKey: cartKeys.chosenIngredients(), queryFn: ({ signal }) => getChosenIngredients({ signal }), staleTime: 60_000 });

/** The ids of the add-ons this customer usually takes with a dish; empty when signed out or none are known. */
export function useUsualIngredients(dishId: string): string[] | undefined {
  const { data } = useQuery({ ...chosenIngredientsQuery(), enabled: useStoredUser() !== null });
  return data?.find((entry) => entry.dishId === dishId)?.ingredients.map((ingredient) => ingredient.id);
}
