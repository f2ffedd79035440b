import type { ReactNode } from 'react';
import { InCompanyZone } from './InCompanyZone.tsx';
import type { SearchState } from './search-params.ts';
import { WindowForm } from './WindowForm.tsx';
import './search.scss';

interface CatalogueWindowProps {
  /** The catalogue's state: its filters and a chosen order go along into the search. */
  state: SearchState;
  go: (next: SearchState) => void;
  loading: ReactNode;
}

/**
 * The search's window form above the whole catalogue: the times it is given turn the list
 * into a search's results, the cars free for all of those hours, with the same filters.
 */
export function CatalogueWindow({ state, go, loading }: CatalogueWindowProps) {
  return (
    <InCompanyZone loading={loading}>
      {(timeZone) => (
        <WindowForm
          window={state.window}
          timeZone={timeZone}
          onSearch={(window) => go({ ...state, window, page: 0 })}
        />
      )}
    </InCompanyZone>
  );
}
