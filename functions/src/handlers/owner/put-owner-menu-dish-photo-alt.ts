/** PUT /owner/menu/dishes/{dishId}/photos/alt: one photo's alt text (what the customer pages say for it). */
import { photoAltRequestSchema } from '../../contracts/menu-photos.ts';
import { http } from '../../middleware/http.ts';
import { describeDishPhoto } from '../../services/menu-photo-edits.ts';

export const handler = http({ route: 'owner/put-owner-menu-dish-photo-alt', body: photoAltRequestSchema }, async ({ pathParameters, body }) =>
  describeDishPhoto(pathParameters, body),
);
