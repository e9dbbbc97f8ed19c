/** POST /api/contact/ingredientsRequest: ingredients the visitor would like in an entrée; answers 201 `{ message }`. */
import { contactSuccessSchema, type ContactSuccess, type IngredientsRequestEnquiry } from '@contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postIngredientsRequest(request: IngredientsRequestEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/ingredientsRequest', { method: 'POST', body: request, schema: contactSuccessSchema });
}

export function useSendIngredientsRequest() {
  return useMutation({ mutationFn: postIngredientsRequest });
}
