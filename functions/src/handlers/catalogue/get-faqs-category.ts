/** GET /faqs/category?category=catering: the questions customers ask, in order. */
import { faqQuerySchema } from '../../contracts/catalogue.ts';
import { listFaqs } from '../../data/faq.ts';
import { http } from '../../middleware/http.ts';

export const handler = http({ query: faqQuerySchema, cacheControl: 'public, max-age=300' }, async ({ query }) =>
  listFaqs(query.category),
);
