import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';

const BACKGROUNDS: Record<ReservationStatus, string> = {
  PENDING_PAYMENT: 'warning',
  CREATED: 'primary',
  IN_PROGRESS: 'info',
  CANCELLED: 'danger',
  DONE: 'success',
  NO_SHOW: 'secondary',
  EXPIRED: 'secondary',
};

/** Light backgrounds take dark text, for contrast. */
const DARK_TEXT_ON: readonly string[] = ['warning'];

interface StatusBadgeProps {
  status: ReservationStatus;
  /** A trip on the road past its drop-off and the grace. */
  overdue?: boolean;
}

export function StatusBadge({ status, overdue = false }: StatusBadgeProps) {
  return (
    <>
      <Badge
        bg={BACKGROUNDS[status]}
        text={DARK_TEXT_ON.includes(BACKGROUNDS[status]) ? 'dark' : undefined}
      >
        {RESERVATION_STATUS_LABELS[status]}
      </Badge>
      {overdue && (
        <Badge bg="danger" className="ms-1">
          Overdue
        </Badge>
      )}
    </>
  );
}
