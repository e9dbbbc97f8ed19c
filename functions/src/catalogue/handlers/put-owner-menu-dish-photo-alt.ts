/** PUT /owner/menu/dishes/{dishId}/photos/alt: one photo's alt text (what the customer pages say for it). */
import { photoAltRequestSchema } from '../contract/menu-photos.ts';
import { http } from '../../platform/http/http.ts';
import { describeDishPhoto } from '../use-cases/menu-photo-edits.ts';

export const handler = http({ route: 'catalogue/put-owner-menu-dish-photo-alt', body: photoAltRequestSchema }, async ({ pathParameters, body }) =>
  describeDishPhoto(pathParameters, body),
);
