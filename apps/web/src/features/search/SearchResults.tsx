import { useCallback, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useNavigate, useSearchParams } from 'react-router';
import { Pager } from '../../components/Pager.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { asSentence } from '../../lib/format.ts';
import { useAddressValue } from '../../lib/use-address-value.ts';
import { usePageInRange } from '../../lib/use-page-in-range.ts';
import { tripLength, tripProblem } from '../booking/booking-request.ts';
import { OFFLINE_SENTENCE } from '../errors/failure-sentence.ts';
import { tripQuery } from '../booking/trip-query.ts';
import { VehicleGrid } from '../vehicles/VehicleGrid.tsx';
import { useSearchResults } from './queries.ts';
import { SearchFilterFields } from './SearchFilterFields.tsx';
import {
  hasWholeWindow,
  readSearch,
  SEARCH_SORTS,
  searchAddress,
  toSearchQuery,
  type SearchFilters,
  type SearchSort,
  type SearchState,
} from './search-params.ts';
import { TripPrice } from './TripPrice.tsx';
import { WindowForm } from './WindowForm.tsx';
import './search.scss';

const INCOMPLETE_WINDOW = 'Choose the day and time of both your pick-up and your drop-off.';

/** The body of `/vehicles` with a window in its address: the cars free for all of it. */
export function SearchResults() {
  const settings = useCompanySettings();
  if (settings.data) return <WindowSearch timeZone={settings.data.timeZone} />;
  if (settings.isPending) return <Spinner label="Finding free cars…" className="page-loading" />;
  return (
    <Container className="section">
      <RetryAlert variant="danger" onRetry={() => void settings.refetch()}>
        The search could not be loaded.
      </RetryAlert>
    </Container>
  );
}

function WindowSearch({ timeZone }: { timeZone: string }) {
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
  const windowProblem = hasWholeWindow(state.window)
    ? tripProblem(state.window, new Date(), timeZone)?.message
    : INCOMPLETE_WINDOW;
  const problem = windowProblem && asSentence(windowProblem);

  return (
    <Container className="section">
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
    </Container>
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
  const [filtersShown, setFiltersShown] = useState(false);
  const { chargedHours } = tripLength(state.window, timeZone);
  const carried = tripQuery(state.window);
  const filtered = Object.values(state.filters).some((value) => value !== undefined);
  const movingBack = usePageInRange(isPlaceholderData ? undefined : data, (last) =>
    go({ ...state, page: last }, true),
  );
  const setFilters = useCallback(
    (filters: SearchFilters) => go({ ...state, filters, page: 0 }, true),
    [go, state],
  );

  const changePage = (page: number) => {
    go({ ...state, page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Row className="g-4 mt-1">
      <Col lg={3}>
        <Button
          variant="outline-primary"
          className="search-filters-toggle w-100 d-lg-none"
          aria-expanded={filtersShown}
          aria-controls="search-filters"
          onClick={() => setFiltersShown(!filtersShown)}
        >
          {filtersShown ? 'Hide filters' : 'Show filters'}
          {filtered && ' (on)'}
        </Button>
        <div id="search-filters" className={filtersShown ? 'mt-3' : 'd-none d-lg-block'}>
          <SearchFilterFields filters={state.filters} onChange={setFilters} />
        </div>
      </Col>
      <Col lg={9}>
        <div className="search-toolbar">
          <p className="text-secondary mb-0" aria-live="polite">
            {data &&
              !data.empty &&
              !isPlaceholderData &&
              countLine(data.totalElements, chargedHours)}
          </p>
          <Form.Group controlId="search-sort" className="search-sort">
            <Form.Label className="mb-0">Sort</Form.Label>
            <Form.Select
              value={state.sort}
              onChange={(event) => go({ ...state, sort: event.target.value as SearchSort }, true)}
            >
              {Object.entries(SEARCH_SORTS).map(([value, { label }]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
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
                <Button
                  variant="link"
                  className="p-0 align-baseline"
                  onClick={() => setFilters({})}
                >
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
            <Pager
              page={data}
              onPageChange={changePage}
              hrefOf={(target) => searchAddress({ ...state, page: target })}
              label="Result pages"
            />
          </div>
        )}
      </Col>
    </Row>
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
