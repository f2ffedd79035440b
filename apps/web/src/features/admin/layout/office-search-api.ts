import type { OfficeSearchHit } from '@keyturn/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** The office's search box asks this (decision 073). */
export function fetchOfficeSearch(q: string, signal?: AbortSignal): Promise<OfficeSearchHit[]> {
  return apiRequest('/search/admin', { query: { q }, signal });
}

export const officeSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['office-search', q] as const,
    queryFn: ({ signal }) => fetchOfficeSearch(q, signal),
    // What was found a moment ago is found again when the same words come back.
    staleTime: 15_000,
  });
