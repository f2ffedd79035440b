import { UNPAID_BOOKING_CANCELLED_MESSAGE } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import { confirmDialog } from '../../components/ConfirmDialog.ts';
import { errorMessage } from '../../lib/api.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useCancelReservation } from './queries.ts';

/**
 * A customer who will not pay (a card declined, plans changed) lets the car go at once rather
 * than holding it until the time to pay runs out. Nothing was charged, so no notice rule
 * applies.
 */
export function CancelUnpaidBooking({ reservationId }: { reservationId: number }) {
  const cancel = useCancelReservation(reservationId);

  const onCancel = async () => {
    const confirmed = await confirmDialog({
      title: 'Cancel this booking?',
      text: 'Nothing has been charged. The car is released for other customers at once.',
      confirmButtonText: 'Yes, Cancel It',
      cancelButtonText: 'Keep It',
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync();
      void toastSuccess(UNPAID_BOOKING_CANCELLED_MESSAGE);
    } catch (error) {
      void toastError(errorMessage(error, 'The booking could not be cancelled.'));
    }
  };

  return (
    <Button variant="outline-secondary" onClick={() => void onCancel()} disabled={cancel.isPending}>
      Cancel booking
    </Button>
  );
}
