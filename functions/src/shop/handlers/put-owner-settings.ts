/** PUT /owner/settings: replaces hours, closures, capacity and lead times over the version the owner read (strictly validated); answers the settings. */
import { shopSettingsSaveSchema } from '../contract/shop-settings.ts';
import { http } from '../../platform/http/http.ts';
import { updateShopSettings } from '../use-cases/shop-settings.ts';

export const handler = http({ route: 'shop/put-owner-settings', body: shopSettingsSaveSchema }, async ({ body }) => updateShopSettings(body));
