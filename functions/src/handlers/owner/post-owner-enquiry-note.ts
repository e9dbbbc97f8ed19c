/** POST /owner/enquiries/{kind}/{enquiryId}/notes {text}: a private note, signed with the owner's name; 201 with the enquiry. */
import { enquiryNoteRequestSchema } from '../../contracts/enquiry-inbox.ts';
import { http, Reply } from '../../middleware/http.ts';
import { addEnquiryNote } from '../../services/enquiry-inbox.ts';

export const handler = http(
  { route: 'owner/post-owner-enquiry-note', body: enquiryNoteRequestSchema },
  async ({ body, pathParameters, user }) => new Reply(201, await addEnquiryNote(pathParameters, body, user)),
);
