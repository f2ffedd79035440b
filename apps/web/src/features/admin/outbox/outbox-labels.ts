import type { OutboxStatus } from '@keyturn/shared';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  WAITING: 'Waiting',
  SENT: 'Sent',
  FAILED: 'Failed',
};

const KIND_LABELS: Record<string, string> = {
  'booking-confirmed': 'Booking confirmation',
  'booking-changed': 'Change notice',
  'booking-cancelled': 'Cancellation notice',
  reminder: 'Pick-up reminder',
  'late-return': 'Late-return notice',
  receipt: 'Receipt',
  'password-reset': 'Password reset',
};

/** What kind of mail it is, in words; a kind this page does not know shows as it is. */
export function mailKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}
