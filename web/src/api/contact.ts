/** POST /api/contact/catering: a catering enquiry; answers 201 with the text the form shows. */
import { contactSuccessSchema, type CateringEnquiry, type ContactSuccess } from '@contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function postCateringEnquiry(enquiry: CateringEnquiry): Promise<ContactSuccess> {
  return apiRequest('/contact/catering', { method: 'POST', body: enquiry, schema: contactSuccessSchema });
}

export function useSendCateringEnquiry() {
  return useMutation({ mutationFn: postCateringEnquiry });
}
