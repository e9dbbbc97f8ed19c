/** GET /owner/loyalty: the loyalty settings (null before the first save) and the version a save sends back. */
import { http } from '../../platform/http/http.ts';
import { readOwnerLoyalty } from '../use-cases/points.ts';

export const handler = http({ route: 'offers/get-owner-loyalty' }, async () => readOwnerLoyalty());
