/** GET /api/faqs/category?category=…: the questions and answers of one category (only 'catering'). */
import type { Faq } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type FaqCategory = Faq['category'];

/** FAQs change rarely. */
export const faqsStaleTimeMs = 30 * 60_000;

const faqsSchema = () => import('@contracts/catalogue').then((contracts) => contracts.faqsSchema);

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

export function useFaqs(category: FaqCategory) {
  return useQuery(faqQueries.category(category));
}
