/** PUT /owner/settings: replaces hours, closures, capacity and lead times (strictly validated); answers the settings. */
import { shopSettingsUpdateSchema } from '../../contracts/shop-settings.ts';
import { http } from '../../middleware/http.ts';
import { updateShopSettings } from '../../services/shop-settings.ts';

export const handler = http({ route: 'owner/put-owner-settings', body: shopSettingsUpdateSchema }, async ({ body }) => updateShopSettings(body));
