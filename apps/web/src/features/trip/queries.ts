import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOfferedExtras } from './api.ts';

/** Under the office's extras key, so that its changes refresh what customers are offered. */
export const offeredExtrasQuery = queryOptions({
  queryKey: ['extras', 'offered'] as const,
  queryFn: fetchOfferedExtras,
});

export const useOfferedExtras = () => useQuery(offeredExtrasQuery);
