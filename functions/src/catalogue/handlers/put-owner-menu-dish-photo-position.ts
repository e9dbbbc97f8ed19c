/** PUT /owner/menu/dishes/{dishId}/photos/position: one photo moved among the dish's (the first is the menu card's). */
import { photoPositionRequestSchema } from '../contract/menu-photos.ts';
import { http } from '../../platform/http/http.ts';
import { moveDishPhoto } from '../use-cases/menu-photo-edits.ts';

export const handler = http({ route: 'catalogue/put-owner-menu-dish-photo-position', body: photoPositionRequestSchema }, async ({ pathParameters, body }) =>
  moveDishPhoto(pathParameters, body),
);
