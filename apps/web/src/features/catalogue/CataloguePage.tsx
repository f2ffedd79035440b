import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { ClientOnly } from '../../components/ClientOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toastError } from '../../lib/toast.ts';
import { usePageInRange } from '../../lib/use-page-in-range.ts';
import {
  FilteredList,
  CATALOGUE_DEFAULT_SORT,
  isFiltered,
  SearchPager,
  toCatalogueQuery,
  type SearchFilters,
  useSearchState,
} from '../search/index.ts';
import { isWindowSearch, useVehiclePage, VehicleGrid } from '../vehicles/index.ts';

// A search's results depend on today and on every booking, and the window form on today: the
// browser shows them, with the search's own code, which the catalogue's first render never
// waits for.
const SearchResults = lazyPage(() => import('../search/lazy.ts'), 'SearchResults');
const CatalogueWindow = lazyPage(() => import('../search/lazy.ts'), 'CatalogueWindow');

const searchLoading = <Spinner label="Finding free cars…" className="page-loading" />;
const windowLoading = <div className="search-window" />;

/** `/vehicles`: a search's results when the address holds a window, else the catalogue. */
export function CataloguePage() {
  const [searchParams] = useSearchParams();
  if (!isWindowSearch(searchParams)) return <Catalogue />;
  return (
    <>
      <PageHeader
        title="Free Cars for Your Trip"
        subtitle="Every car below is yours for all of your hours. Each shows its rate and your total."
      />
      <Container className="section">
        <ClientOnly fallback={searchLoading}>
          <SearchResults />
        </ClientOnly>
      </Container>
    </>
  );
}

/** The whole fleet, filtered and ordered as its address says, under the search's window form. */
function Catalogue() {
  const [state, go] = useSearchState();
  const query = useMemo(() => toCatalogueQuery(state), [state]);
  const { data, isPending, isError, error, isPlaceholderData } = useVehiclePage(query);
  const filtered = isFiltered(state.filters);
  const movingBack = usePageInRange(isPlaceholderData ? undefined : data, (last) =>
    go({ ...state, page: last }, true),
  );
  const { page } = state;

  useEffect(() => {
    if (!isError) return;
    // The spec logs list-load failures silently, but tells the user when a page change fails.
    if (page > 0) void toastError('There was an error while changing the page');
    else console.error('Loading the vehicles failed', error);
  }, [isError, error, page]);

  const setFilters = (filters: SearchFilters) => go({ ...state, filters, page: 0 }, true);
  return (
    <>
      <PageHeader
        title="Our Vehicles"
        subtitle="Pick a car, choose your hours, and you are on the road. Every price is per hour."
      />
      <Container className="section">
        <ClientOnly fallback={windowLoading}>
          <CatalogueWindow state={state} go={go} loading={windowLoading} />
        </ClientOnly>
        <FilteredList
          filters={state.filters}
          onFiltersChange={setFilters}
          sort={state.sort}
          defaultSort={CATALOGUE_DEFAULT_SORT}
          onSortChange={(sort) => go({ ...state, sort }, true)}
          count={
            data &&
            !data.empty &&
            `Showing ${data.numberOfElements} of ${data.totalElements} vehicles · page ${data.number + 1} of ${data.totalPages}`
          }
        >
          {(isPending || movingBack) && (
            <Spinner label="Loading vehicles…" className="page-loading" />
          )}
          {isError && !data && (
            <Alert variant="warning">
              The vehicles could not be loaded. Please try again later.
            </Alert>
          )}
          {data?.empty && !movingBack && (
            <Alert variant="info">
              {filtered ? (
                <>
                  No vehicle has all of these filters.{' '}
                  <Button
                    variant="link"
                    className="p-0 align-baseline"
                    onClick={() => setFilters({})}
                  >
                    Clear filters
                  </Button>
                </>
              ) : (
                'No vehicles are available right now.'
              )}
            </Alert>
          )}
          {data && !data.empty && (
            <div aria-busy={isPlaceholderData}>
              {/* A row of three on wide screens is in view at load. */}
              <VehicleGrid vehicles={data.content} eagerImages={3} besideFilters />
              <SearchPager page={data} state={state} go={go} label="Vehicle pages" />
            </div>
          )}
        </FilteredList>
      </Container>
    </>
  );
}
