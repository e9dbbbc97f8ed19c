/** POST /api/contact/dishRequest: a dish the visitor would like on the menu; answers 201 `{ message }`. */
import { contactSuccessSchema, type ContactSuccess, type DishRequestEnquiry } from '@contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postDishRequest(request: DishRequestEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/dishRequest', { method: 'POST', body: request, schema: contactSuccessSchema });
}

export function useSendDishRequest() {
  return useMutation({ mutationFn: postDishRequest });
}
