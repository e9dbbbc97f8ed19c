/** PUT /owner/enquiries/{kind}/{enquiryId}/status {status}: new, replied or closed; answers the enquiry. */
import { enquiryStatusRequestSchema } from '../../contracts/enquiry-inbox.ts';
import { http } from '../../middleware/http.ts';
import { changeEnquiryStatus } from '../../services/enquiry-inbox.ts';

export const handler = http({ route: 'owner/put-owner-enquiry-status', body: enquiryStatusRequestSchema }, async ({ body, pathParameters, user }) =>
  changeEnquiryStatus(pathParameters, body, user),
);
