import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { termsQuery } from '../../lib/company-settings.ts';

/**
 * The version of the terms the customer accepts with the box, asked for as the box appears:
 * the booking names it, and the server refuses it when the terms changed since. Read from the
 * query cache, not observed: the form does not render again for it.
 */
export function useAcceptedTerms(shown: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (shown) void queryClient.prefetchQuery(termsQuery());
  }, [shown, queryClient]);
  return {
    version: () => queryClient.getQueryData(termsQuery().queryKey)?.version,
    /** After a refusal: the terms read again, for the next attempt. */
    reread: () => void queryClient.fetchQuery({ ...termsQuery(), staleTime: 0 }),
  };
}
