/** PUT /owner/enquiries/{kind}/{enquiryId}/status {status}: new, replied or closed; answers the enquiry. */
import { enquiryStatusRequestSchema } from '../contract/enquiry-inbox.ts';
import { http } from '../../platform/http/http.ts';
import { changeEnquiryStatus } from '../use-cases/enquiry-inbox.ts';

export const handler = http({ route: 'enquiries/put-owner-enquiry-status', body: enquiryStatusRequestSchema }, async ({ body, pathParameters, user }) =>
  changeEnquiryStatus(pathParameters, body, user),
);
