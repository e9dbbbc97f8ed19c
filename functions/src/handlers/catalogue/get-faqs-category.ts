/** GET /faqs/category?category=catering: the questions customers ask, in order. */
import { faqQuerySchema } from '../../contracts/faqs.ts';
import { http } from '../../middleware/http.ts';
import { readFaqs } from '../../services/faqs.ts';

export const handler = http({ route: 'catalogue/get-faqs-category', query: faqQuerySchema, cacheControl: 'public, max-age=300' }, ({ query }) =>
  readFaqs(query.category),
);
