/** GET /owner/enquiries?status=&cursor=: one page of the enquiries inbox, newest first, with the counts by status and the next page's cursor. */
import { enquiryInboxQuerySchema } from '../contract/enquiry-inbox.ts';
import { http } from '../../platform/http/http.ts';
import { readEnquiryInbox } from '../use-cases/enquiry-inbox.ts';

export const handler = http({ route: 'enquiries/get-owner-enquiries', query: enquiryInboxQuerySchema }, async ({ query }) => readEnquiryInbox(query));
