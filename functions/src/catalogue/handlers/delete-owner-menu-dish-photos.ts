/** DELETE /owner/menu/dishes/{dishId}/photos?image=: one photo taken off the dish, its renditions removed. */
import { removePhotoQuerySchema } from '../contract/menu-photos.ts';
import { http } from '../../platform/http/http.ts';
import { removeDishPhoto } from '../use-cases/menu-photo-edits.ts';

export const handler = http({ route: 'catalogue/delete-owner-menu-dish-photos', query: removePhotoQuerySchema }, async ({ pathParameters, query }) =>
  removeDishPhoto(pathParameters, query.image),
);
