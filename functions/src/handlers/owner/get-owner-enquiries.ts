/** GET /owner/enquiries?status=&cursor=: one page of the enquiries inbox, newest first, with the counts by status and the next page's cursor. */
import { enquiryInboxQuerySchema } from '../../contracts/enquiry-inbox.ts';
import { http } from '../../middleware/http.ts';
import { readEnquiryInbox } from '../../services/enquiry-inbox.ts';

export const handler = http({ route: 'owner/get-owner-enquiries', query: enquiryInboxQuerySchema }, async ({ query }) => readEnquiryInbox(query));
