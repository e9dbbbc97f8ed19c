/** PUT /owner/menu/order {dishIds}: the menu's order within each category; answers the menu. */
import { menuOrderRequestSchema } from '../../contracts/menu-editor.ts';
import { http } from '../../middleware/http.ts';
import { reorderMenu } from '../../services/menu-editor.ts';

export const handler = http({ auth: 'owner', body: menuOrderRequestSchema }, async ({ body }) => reorderMenu(body.dishIds));
