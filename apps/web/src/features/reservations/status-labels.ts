import type { ReservationStatus } from '@keyturn/shared';

/** How a status reads wherever one is shown (badges, the office's select). */
export const STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: 'Created',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
  NO_SHOW: 'No-show',
};
