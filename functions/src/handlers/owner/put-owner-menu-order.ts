/** PUT /owner/menu/order {dishIds}: the menu's order within each category; answers the menu. */
import { menuOrderRequestSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { reorderMenu } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/put-owner-menu-order', body: menuOrderRequestSchema }, async ({ body }) => reorderMenu(body.dishIds));
