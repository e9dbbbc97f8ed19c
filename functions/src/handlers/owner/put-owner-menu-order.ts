/** PUT /owner/menu/order {dishIds, version}: the menu's order within each category, over the order the editor read; answers the menu. */
import { menuOrderRequestSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { reorderMenu } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/put-owner-menu-order', body: menuOrderRequestSchema }, async ({ body }) => reorderMenu(body));
