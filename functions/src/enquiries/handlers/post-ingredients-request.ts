/**
 * POST /contact/ingredientsRequest: stores the enquiry (the stream e-mails the owner) and answers
 * 201 with the form's thank-you text. Open to visitors; a signed-in customer's name and e-mail go
 * with the request.
 */
import { ingredientsRequestEnquirySchema, ingredientsRequestSuccessText } from '../contract/contact.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { submitIngredientsRequest } from '../use-cases/contact.ts';

export const handler = http({ route: 'enquiries/post-ingredients-request', body: ingredientsRequestEnquirySchema }, async ({ body, event, user }) => {
  // Signed in: the owner's e-mail names the customer and replies to them (from the session, never the body).
  await submitIngredientsRequest(body, clientAddress(event), user ? { name: user.name, email: user.email } : undefined);
  return new Reply(201, { message: ingredientsRequestSuccessText });
});
