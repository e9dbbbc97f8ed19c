/** PUT /owner/menu/dishes/{dishId}/photos/position: one photo moved among the dish's (the first is the menu card's). */
import { photoPositionRequestSchema } from '../../contracts/menu-photos.ts';
import { http } from '../../middleware/http.ts';
import { moveDishPhoto } from '../../services/menu-photo-edits.ts';

export const handler = http({ route: 'owner/put-owner-menu-dish-photo-position', body: photoPositionRequestSchema }, async ({ pathParameters, body }) =>
  moveDishPhoto(pathParameters, body),
);
