import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';

const BACKGROUNDS: Record<ReservationStatus, string> = {
  CREATED: 'primary',
  IN_PROGRESS: 'info',
  CANCELLED: 'danger',
  DONE: 'success',
  NO_SHOW: 'secondary',
};

interface StatusBadgeProps {
  status: ReservationStatus;
  /** A trip on the road past its drop-off and the grace. */
  overdue?: boolean;
}

export function StatusBadge({ status, overdue = false }: StatusBadgeProps) {
  return (
    <>
      <Badge bg={BACKGROUNDS[status]}>{RESERVATION_STATUS_LABELS[status]}</Badge>
      {overdue && (
        <Badge bg="danger" className="ms-1">
          Overdue
        </Badge>
      )}
    </>
  );
}
