/** GET /owner/quotes/{quoteId}: one catering quote with its history. */
import { http } from '../../platform/http/http.ts';
import { ownerQuote } from '../use-cases/catering-quotes.ts';
import { quoteIdOf } from '../../quotes/index.ts';

export const handler = http({ route: 'kitchen/get-owner-quote' }, async ({ pathParameters }) => ownerQuote(quoteIdOf(pathParameters)));
