import type { ReservationStatus } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';
import { STATUS_LABELS } from './status-labels.ts';

const BACKGROUNDS: Record<ReservationStatus, string> = {
  CREATED: 'primary',
  CANCELLED: 'danger',
  DONE: 'success',
  NO_SHOW: 'secondary',
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge bg={BACKGROUNDS[status]}>{STATUS_LABELS[status]}</Badge>;
}
