import { Suspense, useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { ClientOnly } from '../../components/ClientOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { toastError } from '../../lib/toast.ts';
import { usePageInRange } from '../../lib/use-page-in-range.ts';
import { catalogueAddress, isWindowSearch, pageFromSearch } from './api.ts';
import { useVehiclePage } from './queries.ts';
import { VehicleGrid } from './VehicleGrid.tsx';

// A search's results depend on today and on every booking: the browser shows them, with the
// search's own code, which the catalogue never loads.
const SearchResults = lazyPage(() => import('../search/search-views.ts'), 'SearchResults');

const searchLoading = <Spinner label="Finding free cars…" className="page-loading" />;

/** `/vehicles`: a search's results when the address holds a window, else the catalogue. */
export function VehiclesPage() {
  const [searchParams] = useSearchParams();
  if (!isWindowSearch(searchParams)) return <Catalogue />;
  return (
    <>
      <PageHeader
        title="Free Cars for Your Trip"
        subtitle="Every car below is yours for all of your hours. Each shows its rate and your total."
      />
      <ClientOnly fallback={searchLoading}>
        <Suspense fallback={searchLoading}>
          <SearchResults />
        </Suspense>
      </ClientOnly>
    </>
  );
}

function Catalogue() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(searchParams.get('page'));
  const { data, isPending, isError, error, isPlaceholderData } = useVehiclePage(page);
  const movingBack = usePageInRange(isPlaceholderData ? undefined : data, (last) => {
    void navigate(catalogueAddress(last), { replace: true });
  });

  useEffect(() => {
    if (!isError) return;
    // The spec logs list-load failures silently, but tells the user when a page change fails.
    if (page > 0) void toastError('There was an error while changing the page');
    else console.error('Loading the vehicles failed', error);
  }, [isError, error, page]);

  const changePage = (next: number) => {
    void navigate(catalogueAddress(next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader
        title="Our Vehicles"
        subtitle="Pick a car, choose your hours, and you are on the road. Every price is per hour."
      />
      <Container className="section">
        {(isPending || movingBack) && (
          <Spinner label="Loading vehicles…" className="page-loading" />
        )}
        {isError && !data && (
          <Alert variant="warning">The vehicles could not be loaded. Please try again later.</Alert>
        )}
        {data && data.content.length === 0 && !movingBack && (
          <Alert variant="info">No vehicles are available right now.</Alert>
        )}
        {data && data.content.length > 0 && (
          <>
            <p className="text-secondary mb-4" aria-live="polite">
              Showing {data.numberOfElements} of {data.totalElements} vehicles · page{' '}
              {data.number + 1} of {data.totalPages}
            </p>
            {/* A row of three on wide screens is in view at load. */}
            <VehicleGrid vehicles={data.content} eagerImages={3} />
            <Pager
              page={data}
              onPageChange={changePage}
              hrefOf={catalogueAddress}
              label="Vehicle pages"
            />
          </>
        )}
      </Container>
    </>
  );
}
