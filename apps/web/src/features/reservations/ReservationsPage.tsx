import { LinkButton } from '../../components/LinkButton.tsx';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Table from 'react-bootstrap/Table';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatMoney } from '../../lib/format.ts';
import { usePageInRange } from '../../lib/use-page-in-range.ts';
import { useMyReservations } from './queries.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TripStop } from './TripStop.tsx';

export function ReservationsPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const { data, isPending, isError, error, isPlaceholderData } = useMyReservations(page);
  // Reservations deleted meanwhile (by the office) can leave the page shown past the end.
  const movingBack = usePageInRange(isPlaceholderData ? undefined : data, setPage);

  useEffect(() => {
    // The spec logs list-load failures without a toast.
    if (isError) console.error('Loading the reservations failed', error);
  }, [isError, error]);

  const open = (id: number) => void navigate(`/user/reservations/${id}`);

  return (
    <>
      <PageHeader title="My Reservations" subtitle="Every trip you have booked with Keyturn." />
      <Container className="section">
        {(isPending || movingBack) && <Spinner label="Loading your reservations…" />}
        {isError && !data && (
          <Alert variant="warning">Your reservations could not be loaded. Please try again.</Alert>
        )}
        {data && data.content.length === 0 && !movingBack && (
          <div className="empty-state">
            <p className="mb-3">You have no reservations yet.</p>
            <LinkButton to="/vehicles" variant="warning">
              Find a vehicle
            </LinkButton>
          </div>
        )}
        {data && data.content.length > 0 && (
          <>
            <div className="table-card">
              <Table hover responsive className="reservations-table table-cards mb-0">
                <caption className="visually-hidden">
                  Your reservations; select one to see its details.
                </caption>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Vehicle</th>
                    <th scope="col">Pick Up</th>
                    <th scope="col">Drop Off</th>
                    <th scope="col">Status</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {data.content.map((reservation) => (
                    <tr
                      key={reservation.id}
                      className="clickable-row"
                      onClick={() => open(reservation.id)}
                    >
                      {/* The reservation's own number, as its page, its mails and its .ics say. */}
                      <td data-label="Number">{reservation.id}</td>
                      <td className="table-cards-title">
                        <Link
                          to={`/user/reservations/${reservation.id}`}
                          className="fw-semibold"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {reservation.car.model}
                        </Link>
                      </td>
                      <td data-label="Pick Up">
                        <TripStop
                          place={reservation.pickUpLocation}
                          time={reservation.pickUpTime}
                        />
                      </td>
                      <td data-label="Drop Off">
                        <TripStop
                          place={reservation.dropOffLocation}
                          time={reservation.dropOffTime}
                        />
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={reservation.status} overdue={reservation.overdue} />
                      </td>
                      <td data-label="Total" className="text-nowrap">
                        {formatMoney(reservation.totalPrice)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <Pager page={data} onPageChange={setPage} label="Reservation pages" />
          </>
        )}
      </Container>
    </>
  );
}
