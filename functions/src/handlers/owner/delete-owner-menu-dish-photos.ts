/** DELETE /owner/menu/dishes/{dishId}/photos?image=: one photo taken off the dish, its renditions removed. */
import { removePhotoQuerySchema } from '../../contracts/menu-photos.ts';
import { http } from '../../middleware/http.ts';
import { removeDishPhoto } from '../../services/menu-photo-edits.ts';

export const handler = http({ route: 'owner/delete-owner-menu-dish-photos', query: removePhotoQuerySchema }, async ({ pathParameters, query }) =>
  removeDishPhoto(pathParameters, query.image),
);
