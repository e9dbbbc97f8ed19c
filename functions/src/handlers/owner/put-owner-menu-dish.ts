/** PUT /owner/menu/dishes/{dishId}: replaces a dish over the version the editor read (its photos and switches stay); nothing saved on a 4xx. */
import { dishSaveSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { replaceDish } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/put-owner-menu-dish', body: dishSaveSchema }, async ({ pathParameters, body }) =>
  replaceDish(pathParameters, body),
);
