/** POST /owner/enquiries/{kind}/{enquiryId}/notes {text}: a private note, signed with the owner's name; 201 with the enquiry. */
import { enquiryNoteRequestSchema } from '../contract/enquiry-inbox.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { addEnquiryNote } from '../use-cases/enquiry-inbox.ts';

export const handler = http(
  { route: 'enquiries/post-owner-enquiry-note', body: enquiryNoteRequestSchema },
  async ({ body, pathParameters, user }) => new Reply(201, await addEnquiryNote(pathParameters, body, user)),
);
