/** POST /owner/menu/dishes: a new dish (201), checked by the shared schema and against the menu; nothing saved on a 4xx. */
import { editableDishSchema } from '../contract/menu-editor.ts';
import { http, Reply } from '../../platform/http/http.ts';
import { createDish } from '../use-cases/menu-editor.ts';

export const handler = http(
  { route: 'catalogue/post-owner-menu-dishes', body: editableDishSchema },
  async ({ body }) => new Reply(201, await createDish(body)),
);
