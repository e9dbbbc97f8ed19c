/** PUT /owner/settings: replaces hours, closures, capacity and lead times over the version the owner read (strictly validated); answers the settings. */
import { shopSettingsSaveSchema } from '../../contracts/shop-settings.ts';
import { http } from '../../middleware/http.ts';
import { updateShopSettings } from '../../services/shop-settings.ts';

export const handler = http({ route: 'owner/put-owner-settings', body: shopSettingsSaveSchema }, async ({ body }) => updateShopSettings(body));
