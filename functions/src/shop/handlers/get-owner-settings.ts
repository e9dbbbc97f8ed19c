/** GET /owner/settings: the day's settings (pause, hours, closures, capacity, lead times). */
import { http } from '../../platform/http/http.ts';
import { readShopSettings } from '../use-cases/shop-settings.ts';

export const handler = http({ route: 'shop/get-owner-settings' }, async () => readShopSettings());
