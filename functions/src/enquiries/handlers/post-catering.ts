/** POST /contact/catering: stores the enquiry (the stream e-mails the owner) and answers 201 with the form's thank-you text. */
import { cateringEnquirySchema, cateringSuccessText } from '../contract/contact.ts';
import { clientAddress, http, Reply } from '../../platform/http/http.ts';
import { submitCateringEnquiry } from '../use-cases/contact.ts';

export const handler = http({ route: 'enquiries/post-catering', body: cateringEnquirySchema }, async ({ body, event }) => {
  await submitCateringEnquiry(body, clientAddress(event));
  return new Reply(201, { message: cateringSuccessText });
});
