/** POST /contact/dishRequest: stores the enquiry (the stream e-mails the owner) and answers 201 with the form's thank-you text. */
import { dishRequestEnquirySchema, dishRequestSuccessText } from '../../contracts/contact.ts';
import { clientAddress, http, Reply } from '../../middleware/http.ts';
import { submitDishRequest } from '../../services/contact.ts';

export const handler = http({ body: dishRequestEnquirySchema }, async ({ body, event }) => {
  await submitDishRequest(body, clientAddress(event));
  return new Reply(201, { message: dishRequestSuccessText });
});
