import { LinkButton } from '../../components/LinkButton.tsx';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FiArrowLeft } from 'react-icons/fi';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { formatPricePerHour } from '../../lib/format.ts';
import { DetailsImage, VehicleSpecs } from '../vehicles/index.ts';
import { CancelReservation } from './CancelReservation.tsx';
import { ExtendTrip } from './ExtendTrip.tsx';
import { HandoverRecords } from './HandoverRecords.tsx';
import { OnlinePaymentState } from './OnlinePaymentState.tsx';
import { useMyReservation } from './queries.ts';
import { ReservationCharges } from './ReservationCharges.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export function ReservationDetailsPage() {
  const reservationId = Number(useParams().reservationId);
  // The payment provider's page sends the customer back here with ?payment=done.
  const returnedFromPayment = useSearchParams()[0].get('payment') === 'done';
  const {
    data: reservation,
    isPending,
    isError,
  } = useMyReservation(reservationId, {
    awaitingConfirmation: returnedFromPayment,
  });
  const backButton = (
    <LinkButton to="/user/reservations" variant="outline-primary">
      <FiArrowLeft aria-hidden="true" className="me-2" />
      Back To Reservations
    </LinkButton>
  );

  if (isError || !Number.isInteger(reservationId) || reservationId <= 0) {
    return (
      <>
        <PageHeader title="Reservation not found" />
        <Container className="section">
          <Alert variant="warning">This reservation could not be found.</Alert>
          {backButton}
        </Container>
      </>
    );
  }
  if (isPending) return <Spinner label="Loading the reservation…" />;

  const { car } = reservation;
  return (
    <>
      <PageHeader title={`Reservation #${reservation.id}`} subtitle={car.model} />
      <Container className="section">
        {/* First on a phone too: paying is what the customer came back here for. */}
        <OnlinePaymentState reservation={reservation} returnedFromPayment={returnedFromPayment} />
        <Row className="g-4">
          <Col lg={5}>
            <div className="details-panel">
              <DetailsImage vehicle={car} />
              <div className="details-body">
                <h2 className="h4">{car.model}</h2>
                {backButton}
              </div>
            </div>
          </Col>
          <Col lg={7}>
            <Accordion defaultActiveKey="reservation" alwaysOpen>
              <Accordion.Item eventKey="reservation">
                <Accordion.Header as="h2">Reservation Details</Accordion.Header>
                <Accordion.Body>
                  <dl className="detail-list">
                    <dt>Status</dt>
                    <dd>
                      <StatusBadge status={reservation.status} overdue={reservation.overdue} />
                    </dd>
                    <dt>Pick Up Location</dt>
                    <dd>{reservation.pickUpLocation}</dd>
                    <dt>Pick Up Time</dt>
                    <dd>{formatDateTime(reservation.pickUpTime)}</dd>
                    <dt>Drop Off Location</dt>
                    <dd>{reservation.dropOffLocation}</dd>
                    <dt>Drop Off Time</dt>
                    <dd>{formatDateTime(reservation.dropOffTime)}</dd>
                  </dl>
                  {reservation.termsVersion && (
                    <p className="small">
                      Booked under{' '}
                      <Link to={`/terms?version=${reservation.termsVersion}`}>
                        the terms you accepted
                      </Link>
                      .
                    </p>
                  )}
                  <HandoverRecords handover={reservation.handover} />
                  <ReservationCharges reservation={reservation} />
                  <ExtendTrip reservation={reservation} />
                  <CancelReservation reservation={reservation} />
                </Accordion.Body>
              </Accordion.Item>
              <Accordion.Item eventKey="car">
                <Accordion.Header as="h2">Car Details</Accordion.Header>
                <Accordion.Body>
                  <VehicleSpecs vehicle={car} />
                  <p className="mb-0">
                    <strong>Price:</strong> {formatPricePerHour(car.pricePerHour)}
                  </p>
                </Accordion.Body>
              </Accordion.Item>
            </Accordion>
          </Col>
        </Row>
      </Container>
    </>
  );
}
