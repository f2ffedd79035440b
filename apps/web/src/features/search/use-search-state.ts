import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAddressValue } from '../../lib/use-address-value.ts';
import { readSearch, searchAddress, type SearchState } from './search-params.ts';

/**
 * The vehicle list's state as its address holds it, and `go` to another one: a new window or
 * page adds a history entry, a filter or an order (`replace`) takes the current one's place.
 * Each change shows at once (decision 030).
 */
export function useSearchState(): [
  state: SearchState,
  go: (next: SearchState, replace?: boolean) => void,
] {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [state, show] = useAddressValue(
    useMemo(() => readSearch(searchParams), [searchParams]),
    searchAddress,
  );
  const go = useCallback(
    (next: SearchState, replace = false) => {
      show(next);
      void navigate(searchAddress(next), { replace, preventScrollReset: replace });
    },
    [navigate, show],
  );
  return [state, go];
}
