import type { ReservationStatus } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';

const variants: Record<ReservationStatus, { bg: string; label: string }> = {
  CREATED: { bg: 'primary', label: 'Created' },
  CANCELLED: { bg: 'danger', label: 'Cancelled' },
  DONE: { bg: 'success', label: 'Done' },
  NO_SHOW: { bg: 'secondary', label: 'No-show' },
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { bg, label } = variants[status];
  return <Badge bg={bg}>{label}</Badge>;
}
