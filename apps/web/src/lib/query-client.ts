import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** A query cache with the app's defaults; `retry: false` where nobody waits to see a retry. */
export function createQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Asked offline, a request fails at once and the page says so, in its own words. React
      // Query's default ('online') holds it back until the browser is online again, and
      // nothing is said meanwhile: a check of a trip spun on, a filter ticked kept the list of
      // the choices before.
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network blips and 5xx get one more try.
        retry: (failureCount, error) =>
          retry && !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });
}

/** The browser's one cache. */
export const queryClient = createQueryClient();
