/** PUT /owner/menu/dishes/{dishId}: replaces a dish over the version the editor read (its photos and switches stay); nothing saved on a 4xx. */
import { dishSaveSchema } from '../contract/menu-editor.ts';
import { http } from '../../platform/http/http.ts';
import { replaceDish } from '../use-cases/menu-editor.ts';

export const handler = http({ route: 'catalogue/put-owner-menu-dish', body: dishSaveSchema }, async ({ pathParameters, body }) =>
  replaceDish(pathParameters, body),
);
