/** GET /owner/menu: every dish as the editor reads it (hidden ones too), and the menu's version. */
import { http } from '../../platform/http/http.ts';
import { readOwnerMenu } from '../use-cases/menu-editor.ts';

export const handler = http({ route: 'catalogue/get-owner-menu' }, async () => readOwnerMenu());
