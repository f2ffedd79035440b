import { lazyPage } from '../../lib/lazy-page.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import { useEffect } from 'react';
import { VEHICLE_IMAGE_SIZES } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { FiArrowLeft } from 'react-icons/fi';
import { Link, useLoaderData, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { isNotFound } from '../../lib/api.ts';
import { toastError } from '../../lib/toast.ts';
import { LazyPart, NotFoundPage } from '../errors/index.ts';
import { BookingShortcut } from './BookingShortcut.tsx';
import {
  DetailsImage,
  isVehicleId,
  RentalTerms,
  useVehicle,
  VehicleRate,
  VehicleSpecs,
} from '../vehicles/index.ts';
import type { prefetchVehicle } from './prefetch.ts';

// The booking form (form library, masks, validation schemas) is the heaviest part of the page
// and sits beside or below the photo: it loads once the vehicle is shown and the form's place
// is near the screen, not before. It and the calendar are parts of their own (LazyPart): when
// either cannot load, it says so in its place, and the other keeps what was typed or picked.
const BookingForm = lazyPage(() => import('../booking/lazy.ts'), 'BookingForm');

const bookingFormLoading = <Spinner label="Loading the booking form…" className="form-loading" />;

// When the vehicle is free depends on today and on every booking: the browser asks for it,
// with its own code, once its place is near the screen.
const AvailabilityStrip = lazyPage(() => import('../search/lazy.ts'), 'AvailabilityStrip');
const availabilityLoading = <Spinner label="Loading when this vehicle is free…" />;
const BOOKING_FORM_ID = 'booking';

export function VehiclePage() {
  const vehicleId = Number(useParams().vehicleId);
  const { data: vehicle, isError, error } = useVehicle(vehicleId);
  const loaded = useLoaderData<typeof prefetchVehicle>();
  // No such vehicle: the address is no page of the site, and the not-found page says so (with
  // a 404 from the server); any other failure is the spec's load failure, unless the vehicle
  // is already shown (a failed refetch, offline say, keeps it and the trip typed beside it).
  const missing = !isVehicleId(vehicleId) || loaded?.missing === true || isNotFound(error);
  const failed = !missing && isError && !vehicle;

  useEffect(() => {
    if (failed) void toastError('Vehicle information cannot be loaded.');
  }, [failed]);

  if (missing) return <NotFoundPage />;
  if (failed) {
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
  if (!vehicle) return <Spinner label="Loading the vehicle…" className="page-loading" />;

  return (
    <>
      <PageHeader title={vehicle.model} subtitle={<VehicleRate vehicle={vehicle} />} />
      <Container className="section">
        <Link to="/vehicles" className="back-link">
          <FiArrowLeft aria-hidden="true" className="me-1" />
          All vehicles
        </Link>
        {/* Details, form, calendar: the order of a phone's screen, of reading and of Tab. From
            large screens on the form stands beside the other two (vehicle-layout's areas). */}
        <div className="vehicle-layout mt-3">
          <section className="details-panel vehicle-layout-details" aria-labelledby="details-title">
            <DetailsImage vehicle={vehicle} sizes={VEHICLE_IMAGE_SIZES.details} />
            <div className="details-body">
              <div className="d-flex flex-column flex-sm-row align-items-sm-baseline justify-content-between gap-2">
                <h2 id="details-title" className="h4 mb-0">
                  Vehicle details
                </h2>
                <p className="details-price mb-0">
                  <VehicleRate vehicle={vehicle} />
                </p>
              </div>
              <VehicleSpecs vehicle={vehicle} />
              <RentalTerms vehicle={vehicle} />
            </div>
          </section>
          {/* It depends on the visitor's login and today's date: the browser renders it. */}
          <div id={BOOKING_FORM_ID} className="vehicle-layout-booking below-header" tabIndex={-1}>
            <LazyPart name="The booking form" loading={bookingFormLoading}>
              <BookingForm vehicle={vehicle} />
            </LazyPart>
          </div>
          <div className="vehicle-layout-calendar">
            <LazyPart name="When this vehicle is free" loading={availabilityLoading}>
              <AvailabilityStrip vehicleId={vehicle.id} bookingFormId={BOOKING_FORM_ID} />
            </LazyPart>
          </div>
        </div>
        <BookingShortcut formId={BOOKING_FORM_ID} pricePerHour={vehicle.pricePerHour} />
      </Container>
    </>
  );
}
