import { useCallback } from 'react';
import { useAddressState, type AddressCodec } from '../../lib/use-address-state.ts';
import { readSearch, searchQueryOf, type SearchState } from './search-params.ts';

const SEARCH_IN_ADDRESS: AddressCodec<SearchState> = { read: readSearch, write: searchQueryOf };

/**
 * The vehicle list's state as its address holds it, and `go` to another one: a new window or
 * page adds a history entry, a filter or an order (`replace`) takes the current one's place.
 * Each change shows at once (decision 030).
 */
export function useSearchState(): [
  state: SearchState,
  go: (next: SearchState, replace?: boolean) => void,
] {
  const [state, write] = useAddressState(SEARCH_IN_ADDRESS);
  const go = useCallback(
    (next: SearchState, replace = false) => write(next, { replace, preventScrollReset: replace }),
    [write],
  );
  return [state, go];
}
