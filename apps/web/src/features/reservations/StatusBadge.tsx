import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';

const BACKGROUNDS: Record<ReservationStatus, string> = {
  CREATED: 'primary',
  IN_PROGRESS: 'info',
  CANCELLED: 'danger',
  DONE: 'success',
  NO_SHOW: 'secondary',
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge bg={BACKGROUNDS[status]}>{RESERVATION_STATUS_LABELS[status]}</Badge>;
}
