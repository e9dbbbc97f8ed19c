/**
 * POST /contact/dishRequest: stores the enquiry (the stream e-mails the owner) and answers 201 with the form's
 * thank-you text. Open to visitors; a signed-in customer's name and e-mail go with the request.
 */
import { dishRequestEnquirySchema, dishRequestSuccessText } from '../contract/contact.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { submitDishRequest } from '../use-cases/contact.ts';

export const handler = http({ route: 'enquiries/post-dish-request', body: dishRequestEnquirySchema }, async ({ body, event, user }) => {
  // Signed in: the owner's e-mail names the customer and replies to them (from the session, never the body).
  await submitDishRequest(body, clientAddress(event), user ? { name: user.name, email: user.email } : undefined);
  return new Reply(201, { message: dishRequestSuccessText });
});
