/** GET /owner/quotes: the catering quotes, newest first. */
import { http } from '../../platform/http/http.ts';
import { ownerQuotes } from '../use-cases/catering-quotes.ts';

export const handler = http({ route: 'kitchen/get-owner-quotes' }, async () => ({ quotes: await ownerQuotes() }));
