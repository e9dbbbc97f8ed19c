/** GET /faqs/category?category=catering: the questions customers ask, in order. */
import { faqQuerySchema } from '../contract/faqs.ts';
import { http } from '../../platform/http/http.ts';
import { readFaqs } from '../use-cases/faqs.ts';

export const handler = http({ route: 'catalogue/get-faqs-category', query: faqQuerySchema, cacheControl: 'public, max-age=300' }, ({ query }) =>
  readFaqs(query.category),
);
