/** POST /contact/ingredientsRequest: stores the enquiry (the stream e-mails the owner) and answers 201 with the form's thank-you text. */
import { ingredientsRequestEnquirySchema, ingredientsRequestSuccessText } from '../../contracts/contact.ts';
import { clientAddress, http, Reply } from '../../middleware/http.ts';
import { submitIngredientsRequest } from '../../services/contact.ts';

export const handler = http({ body: ingredientsRequestEnquirySchema }, async ({ body, event }) => {
  await submitIngredientsRequest(body, clientAddress(event));
  return new Reply(201, { message: ingredientsRequestSuccessText });
});
