/** GET /api/search/menu?query=: up to 15 dishes matching a query (spec section 4 "Search"). */
import type { SearchResult } from '@contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const searchResultsSchema = () => import('@contracts/catalogue').then((contracts) => contracts.searchResultsSchema);

export async function searchMenu(query: string, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResult[]> {
  return apiRequest('/search/menu', { query: { query }, schema: searchResultsSchema, signal });
}

/** Query keys and options of the header search, general to specific. */
export const searchQueries = {
  all: () => ['search'] as const,
  results: (query: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'results', query] as const,
      queryFn: async ({ signal }) => {
        try {
          return await searchMenu(query, { signal });
        } catch (error) {
          // Spec: a failed search shows no results and no message; it is only logged.
          if (!signal.aborted) console.error('Menu search failed', error);
          throw error;
        }
      },
      // A whitespace-only query sends no request (spec section 5).
      enabled: query.trim() !== '',
      staleTime: 60_000,
      retry: false,
    }),
};

/** The results of a (debounced, trimmed) query; a failure reads as no results. */
export function useMenuSearch(query: string) {
  const result = useQuery(searchQueries.results(query));
  return {
    results: result.data ?? [],
    isLoading: result.isFetching && result.data === undefined,
    isError: result.isError,
    isSuccess: result.isSuccess,
  };
}
