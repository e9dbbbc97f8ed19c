/** GET /shop/status: whether online ordering is open, paused or closed all day today, for the shop's banner. */
import { http } from '../../platform/http/http.ts';
import { readShopStatus } from '../use-cases/shop-settings.ts';

export const handler = http({ route: 'shop/get-shop-status', cacheControl: 'public, max-age=30' }, async () => readShopStatus());
