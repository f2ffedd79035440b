import { useCallback, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { asSentence } from '../../lib/format.ts';
import { usePageInRange } from '../../lib/use-page-in-range.ts';
import { tripLength, tripProblem, tripQuery } from '../trip/index.ts';
import { OFFLINE_SENTENCE } from '../errors/index.ts';
import { VehicleGrid } from '../vehicles/index.ts';
import { FilteredList } from './FilteredList.tsx';
import { InCompanyZone } from './InCompanyZone.tsx';
import { useSearchResults } from './queries.ts';
import {
  hasWholeWindow,
  isFiltered,
  SEARCH_DEFAULT_SORT,
  type SearchFilters,
  type SearchState,
} from './search-params.ts';
import { SearchPager } from './SearchPager.tsx';
import { toSearchQuery } from './search-query.ts';
import { TripPrice } from './TripPrice.tsx';
import { useSearchState } from './use-search-state.ts';
import { WindowForm } from './WindowForm.tsx';
import './search.scss';

const INCOMPLETE_WINDOW = 'Choose the day and time of both your pick-up and your drop-off.';
const searchLoading = <Spinner label="Finding free cars…" className="page-loading" />;

/** The body of `/vehicles` with a window in its address: the cars free for all of it. */
export function SearchResults() {
  return (
    <InCompanyZone loading={searchLoading}>
      {(timeZone) => <WindowSearch timeZone={timeZone} />}
    </InCompanyZone>
  );
}

function WindowSearch({ timeZone }: { timeZone: string }) {
  const [state, go] = useSearchState();
  const windowProblem = hasWholeWindow(state.window)
    ? tripProblem(state.window, new Date(), timeZone)?.message
    : INCOMPLETE_WINDOW;
  const problem = windowProblem && asSentence(windowProblem);

  return (
    <>
      <WindowForm
        // A new window in the address (the browser's Back) starts the form over.
        key={tripQuery(state.window)}
        window={state.window}
        timeZone={timeZone}
        onSearch={(window) => go({ ...state, window, page: 0 })}
      />
      {problem ? (
        <Alert variant="warning" className="mt-4">
          These times cannot be booked: {problem} Change them above to see the free cars.
        </Alert>
      ) : (
        <Results state={state} timeZone={timeZone} go={go} />
      )}
    </>
  );
}

interface ResultsProps {
  state: SearchState;
  timeZone: string;
  go: (next: SearchState, replace?: boolean) => void;
}

function Results({ state, timeZone, go }: ResultsProps) {
  const query = useMemo(() => toSearchQuery(state), [state]);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useSearchResults(query);
  const { chargedHours } = tripLength(state.window, timeZone);
  const carried = tripQuery(state.window);
  const filtered = isFiltered(state.filters);
  const movingBack = usePageInRange(isPlaceholderData ? undefined : data, (last) =>
    go({ ...state, page: last }, true),
  );
  const setFilters = useCallback(
    (filters: SearchFilters) => go({ ...state, filters, page: 0 }, true),
    [go, state],
  );

  return (
    <FilteredList
      filters={state.filters}
      onFiltersChange={setFilters}
      sort={state.sort}
      defaultSort={SEARCH_DEFAULT_SORT}
      onSortChange={(sort) => go({ ...state, sort }, true)}
      count={
        data && !data.empty && !isPlaceholderData && countLine(data.totalElements, chargedHours)
      }
    >
      {(isPending || movingBack) && <Spinner label="Finding free cars…" />}
      {isError && !data && (
        <RetryAlert variant="warning" onRetry={() => void refetch()}>
          {searchFailure(error)}
        </RetryAlert>
      )}
      {data?.empty && !movingBack && (
        <Alert variant="info" className="search-empty">
          <p className="mb-2 fw-semibold">
            No car is free for all of those hours{filtered && ' with these filters'}.
          </p>
          <p className="mb-0">
            Try a little earlier or later{filtered && ', or loosen a filter'}.{' '}
            {filtered && (
              <Button variant="link" className="p-0 align-baseline" onClick={() => setFilters({})}>
                Clear filters
              </Button>
            )}
          </p>
        </Alert>
      )}
      {data && !data.empty && (
        <div aria-busy={isPlaceholderData}>
          <VehicleGrid
            vehicles={data.content}
            eagerImages={3}
            besideFilters
            cardOf={(vehicle) => ({
              query: carried,
              children: (
                <TripPrice
                  pricePerHour={vehicle.pricePerHour}
                  totalPrice={vehicle.totalPrice}
                  chargedHours={chargedHours}
                />
              ),
            })}
          />
          <SearchPager page={data} state={state} go={go} label="Result pages" />
        </div>
      )}
    </FilteredList>
  );
}

function searchFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage) {
    return error.serverMessage;
  }
  return navigator.onLine ? 'The search could not be run.' : OFFLINE_SENTENCE;
}

function countLine(total: number, hours: number): string {
  const cars = total === 1 ? '1 car is' : `${total} cars are`;
  return `${cars} free for your ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}
