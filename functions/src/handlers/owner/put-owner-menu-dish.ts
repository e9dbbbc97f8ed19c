/** PUT /owner/menu/dishes/{dishId}: replaces a dish (its photos and switches stay); nothing saved on a 4xx. */
import { editableDishSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { replaceDish } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/put-owner-menu-dish', body: editableDishSchema }, async ({ pathParameters, body }) =>
  replaceDish(pathParameters, body),
);
