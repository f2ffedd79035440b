import { OFFICE_PHONE, type Reservation } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FiXCircle } from 'react-icons/fi';
import { Link } from 'react-router';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { company } from '../../content/company.ts';
import { useCompanySettings } from '../../lib/company-settings.ts';
import { cancellationOffer } from './cancellation.ts';
import { useConfirmedCancellation } from './use-confirmed-cancellation.ts';

/**
 * The customer's own cancellation under the notice rule: a button while it is allowed, and
 * once the deadline has passed, why not and how to reach the office instead.
 */
export function CancelReservation({ reservation }: { reservation: Reservation }) {
  const settings = useCompanySettings();
  const { confirmAndCancel, pending } = useConfirmedCancellation(reservation.id);
  if (!settings.data) return null;
  const offer = cancellationOffer(reservation, settings.data, new Date());
  if (offer.kind === 'none') return null;

  if (offer.kind === 'closed') {
    return (
      <Alert variant="info" className="mb-0 mt-3">
        <p className="mb-2">{offer.reason}</p>
        <p className="mb-0">
          Call us at <PhoneLink phone={OFFICE_PHONE} />, write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a> or send us a message from the{' '}
          <Link to="/contact">contact page</Link>.
        </p>
      </Alert>
    );
  }

  const onCancel = () =>
    confirmAndCancel({
      title: 'Cancel this reservation?',
      text:
        `Free cancellation until ${offer.deadline}, ` +
        `${settings.data.cancellationNoticeHours} hours before pick-up. ` +
        'The car is released for other customers and this cannot be undone.',
    });

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 border-top pt-3 mt-3">
      <p className="mb-0 text-secondary">
        Free cancellation until <strong className="text-body">{offer.deadline}</strong>.
      </p>
      <Button variant="outline-danger" onClick={() => void onCancel()} disabled={pending}>
        <FiXCircle aria-hidden="true" className="me-2" />
        Cancel Reservation
      </Button>
    </div>
  );
}
