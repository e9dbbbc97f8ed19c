/** GET /owner/menu: every dish as the editor reads it (hidden ones too), and the menu's version. */
import { http } from '../../middleware/http.ts';
import { readOwnerMenu } from '../../services/menu-editor.ts';

export const handler = http({ route: 'owner/get-owner-menu' }, async () => readOwnerMenu());
