/** POST /owner/menu/dishes/{dishId}/photos: the uploaded photo's renditions and blurhash, made the dish's first photo. */
import { dishPhotoRequestSchema } from '../../contracts/menu-photos.ts';
import { http } from '../../middleware/http.ts';
import { addDishPhoto } from '../../services/menu-photos.ts';

export const handler = http({ route: 'owner/post-owner-menu-dish-photos', body: dishPhotoRequestSchema }, async ({ pathParameters, body }) =>
  addDishPhoto(pathParameters, body.uploadId),
);
