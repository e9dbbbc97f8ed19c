/** POST /owner/settings/pause {minutes} or {until: 'end-of-day'}: pauses online ordering; answers the settings. */
import { pauseRequestSchema } from '../../contracts/shop-settings.ts';
import { http } from '../../middleware/http.ts';
import { pauseOrdering } from '../../services/shop-settings.ts';

export const handler = http({ route: 'owner/post-owner-settings-pause', body: pauseRequestSchema }, async ({ body }) => pauseOrdering(body));
