/** GET /owner/settings: the day's settings (pause, hours, closures, capacity, lead times). */
import { http } from '../../middleware/http.ts';
import { readShopSettings } from '../../services/shop-settings.ts';

export const handler = http({ route: 'owner/get-owner-settings' }, async () => readShopSettings());
