/** PUT /owner/menu/order {dishIds, version}: the menu's order within each category, over the order the editor read; answers the menu. */
import { menuOrderRequestSchema } from '../contract/menu-editor.ts';
import { http } from '../../platform/http/http.ts';
import { reorderMenu } from '../use-cases/menu-editor.ts';

export const handler = http({ route: 'catalogue/put-owner-menu-order', body: menuOrderRequestSchema }, async ({ body }) => reorderMenu(body));
