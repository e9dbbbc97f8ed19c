/** GET /api/faqs/category?category=…: the questions and answers of one category (only 'catering'). */
import type { Faq } from '@functions/catalogue/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../lib/api-client.ts';

export type FaqCategory = Faq['category'];

/** FAQs change rarely. */
export const faqsStaleTimeMs = 30 * 60_000;

const faqsSchema = () => import('@functions/catalogue/contract/catalogue').then((contracts) => contracts.faqsSchema);

export function getFaqs(category: FaqCategory, { signal }: { signal?: AbortSignal } = {}): Promise<Faq[]> {
  return apiRequest('/faqs/category', { query: { category }, schema: faqsSchema, signal });
}

/** Query keys and options of the FAQs, general to specific. */
export const faqQueries = {
  all: () => ['faqs'] as const,
  category: (category: FaqCategory) =>
    queryOptions({
      queryKey: [...faqQueries.all(), 'category', category] as const,
      queryFn: ({ signal }) => getFaqs(category, { signal }),
      staleTime: faqsStaleTimeMs,
    }),
};

/** The FAQs of a category. A failure is logged (docs/product.md#catering-screen); the list offers the phone and e-mail instead. */
export function useFaqs(category: FaqCategory) {
  const query = useQuery(faqQueries.category(category));
  useEffect(() => {
    if (query.error) console.error(`The ${category} FAQs could not be loaded`, query.error);
  }, [query.error, category]);
  return query;
}
