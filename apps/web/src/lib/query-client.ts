import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** A query cache with the app's defaults; `retry: false` where nobody waits to see a retry. */
export function createQueryClient({ retry = true } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
