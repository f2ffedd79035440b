import { lazyPage } from '../../lib/lazy-page.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { Suspense, useEffect } from 'react';
import { VEHICLE_IMAGE_SIZES } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FiArrowLeft } from 'react-icons/fi';
import { Link, useLoaderData, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { WhenNearView } from '../../components/WhenNearView.tsx';
import { formatPricePerHour } from '../../lib/format.ts';
import { isNotFound } from '../../lib/api.ts';
import { toastError } from '../../lib/toast.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { DetailsImage } from './DetailsImage.tsx';
import { isVehicleId } from './api.ts';
import type { prefetchVehicle } from './prefetch.ts';
import { useVehicle } from './queries.ts';
import { VehicleSpecs } from './VehicleSpecs.tsx';

// The booking form (form library, masks, validation schemas) is the heaviest part of the page
// and sits beside or below the photo: it loads once the vehicle is shown and the form's place
// is near the screen, not before.
const BookingForm = lazyPage(() => import('../booking/BookingForm.tsx'), 'BookingForm');

const bookingFormLoading = <Spinner label="Loading the booking form…" className="form-loading" />;

// When the vehicle is free depends on today and on every booking: the browser asks for it,
// with its own code, once its place is near the screen.
const AvailabilityStrip = lazyPage(() => import('../search/search-views.ts'), 'AvailabilityStrip');
const availabilityLoading = <Spinner label="Loading when this vehicle is free…" />;
const BOOKING_FORM_ID = 'booking';

export function VehicleDetailsPage() {
  const vehicleId = Number(useParams().vehicleId);
  const { data: vehicle, isPending, isError, error } = useVehicle(vehicleId);
  const loaded = useLoaderData<typeof prefetchVehicle>();
  // No such vehicle: the address is no page of the site, and the not-found page says so (with
  // a 404 from the server); any other failure is the spec's load failure.
  const missing = !isVehicleId(vehicleId) || loaded?.missing === true || isNotFound(error);
  const failed = isError && !missing;

  useEffect(() => {
    if (failed) void toastError('Vehicle information cannot be loaded.');
  }, [failed]);

  if (missing) return <NotFoundPage />;
  if (isError) {
    return (
      <>
        <PageHeader title="Vehicle unavailable" />
        <Container className="section">
          <Alert variant="warning">Vehicle information cannot be loaded.</Alert>
          <LinkButton to="/vehicles" variant="primary">
            See all vehicles
          </LinkButton>
        </Container>
      </>
    );
  }
  if (isPending) return <Spinner label="Loading the vehicle…" className="page-loading" />;

  return (
    <>
      <PageHeader title={vehicle.model} subtitle={formatPricePerHour(vehicle.pricePerHour)} />
      <Container className="section">
        <Link to="/vehicles" className="back-link">
          <FiArrowLeft aria-hidden="true" className="me-1" />
          All vehicles
        </Link>
        <Row className="g-4 mt-1">
          <Col lg={7}>
            <section className="details-panel" aria-labelledby="details-title">
              <DetailsImage vehicle={vehicle} sizes={VEHICLE_IMAGE_SIZES.details} />
              <div className="details-body">
                <div className="d-flex flex-column flex-sm-row align-items-sm-baseline justify-content-between gap-2">
                  <h2 id="details-title" className="h4 mb-0">
                    Vehicle details
                  </h2>
                  <p className="details-price mb-0">{formatPricePerHour(vehicle.pricePerHour)}</p>
                </div>
                <VehicleSpecs vehicle={vehicle} />
              </div>
            </section>
            <div className="mt-4">
              <WhenNearView fallback={availabilityLoading}>
                <Suspense fallback={availabilityLoading}>
                  <AvailabilityStrip vehicleId={vehicle.id} bookingFormId={BOOKING_FORM_ID} />
                </Suspense>
              </WhenNearView>
            </div>
          </Col>
          <Col lg={5} id={BOOKING_FORM_ID}>
            {/* It depends on the visitor's login and today's date: the browser renders it,
                once it is near the screen (on a phone it sits below the photo). */}
            <WhenNearView fallback={bookingFormLoading}>
              <Suspense fallback={bookingFormLoading}>
                <BookingForm vehicle={vehicle} />
              </Suspense>
            </WhenNearView>
          </Col>
        </Row>
      </Container>
    </>
  );
}
