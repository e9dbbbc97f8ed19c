/** POST /api/ingredients/setChosen: remembers the add-ons chosen per dish (saved customisations). */
import type { ChosenIngredients } from '@contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartKeys } from './cart-keys.ts';

export function postSetChosen(chosen: ChosenIngredients[]): Promise<unknown> {
  return apiRequest('/ingredients/setChosen', { method: 'POST', body: chosen });
}

export function useSetChosenIngredients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetChosen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.chosenIngredients() }),
  });
}
