/** POST /owner/menu/dishes/{dishId}/photos: the uploaded photo (signed for this dish and owner) made into renditions and a blurhash, then the dish's first photo. */
import { dishPhotoRequestSchema } from '../contract/menu-photos.ts';
import { http } from '../../platform/http/http.ts';
import { addDishPhoto } from '../use-cases/menu-photos.ts';

export const handler = http({ route: 'catalogue/post-owner-menu-dish-photos', body: dishPhotoRequestSchema }, async ({ pathParameters, body, user }) =>
  addDishPhoto(pathParameters, body.uploadId, user.id),
);
