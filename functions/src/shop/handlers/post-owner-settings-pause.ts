/** POST /owner/settings/pause {minutes} or {until: 'end-of-day'}: pauses online ordering; answers the settings. */
import { pauseRequestSchema } from '../contract/shop-settings.ts';
import { http } from '../../platform/http/http.ts';
import { pauseOrdering } from '../use-cases/shop-settings.ts';

export const handler = http({ route: 'shop/post-owner-settings-pause', body: pauseRequestSchema }, async ({ body }) => pauseOrdering(body));
