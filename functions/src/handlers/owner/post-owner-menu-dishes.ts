/** POST /owner/menu/dishes: a new dish (201), checked by the shared schema and against the menu; nothing saved on a 4xx. */
import { editableDishSchema } from '../../contracts/menu-editor.ts';
import { http, Reply } from '../../middleware/http.ts';
import { createDish } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/post-owner-menu-dishes', body: editableDishSchema }, async ({ body }) => new Reply(201, await createDish(body)));
