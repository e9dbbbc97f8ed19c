/** GET /dishes: the whole menu as cards, in the kitchen's order. */
import { http } from '../../middleware/http.ts';
import { readMenu } from '../../services/catalogue.ts';

export const handler = http({ cacheControl: 'public, max-age=60' }, () => readMenu());
