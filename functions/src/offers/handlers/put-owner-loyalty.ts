/** PUT /owner/loyalty {settings, version}: the loyalty settings saved over the version the owner read (409 with the current ones when saved meanwhile). */
import { loyaltySaveRequestSchema } from '../contract/offers.ts';
import { http } from '../../platform/http/http.ts';
import { saveOwnerLoyalty } from '../use-cases/points.ts';

export const handler = http({ route: 'offers/put-owner-loyalty', body: loyaltySaveRequestSchema }, async ({ body }) => saveOwnerLoyalty(body));
