import Button from 'react-bootstrap/Button';
import { useConfirmedCancellation } from './use-confirmed-cancellation.ts';

/**
 * A customer who will not pay (a card declined, plans changed) lets the car go at once rather
 * than holding it until the time to pay runs out. Nothing was charged, so no notice rule
 * applies.
 */
export function CancelUnpaidBooking({ reservationId }: { reservationId: number }) {
  const { confirmAndCancel, pending } = useConfirmedCancellation(reservationId);
  const onCancel = () =>
    confirmAndCancel({
      title: 'Cancel this booking?',
      text: 'Nothing has been charged. The car is released for other customers at once.',
    });
  return (
    <Button variant="outline-secondary" onClick={() => void onCancel()} disabled={pending}>
      Cancel booking
    </Button>
  );
}
