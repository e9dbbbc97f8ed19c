/** GET /dishes: the whole menu as cards, in the kitchen's order. */
import { http, JsonText } from '../../platform/http/http.ts';
import { readMenuJson } from '../use-cases/catalogue.ts';

// Cached for 10 s only: an owner's edit (docs/business-rules.md#the-menu-editor) reaches browsers within seconds.
export const handler = http({ route: 'catalogue/get-dishes', cacheControl: 'public, max-age=10' }, async () => new JsonText(await readMenuJson()));
