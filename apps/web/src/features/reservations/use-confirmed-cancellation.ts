import { confirmDialog, type ConfirmOptions } from '../../components/ConfirmDialog.ts';
import { errorMessage } from '../../lib/api.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { useCancelReservation } from './queries.ts';

/**
 * The customer's cancellation: asked first, then sent, and the server's own sentence shown, since
 * only it knows what became of the money (refunded, a refund delayed, nothing charged).
 */
export function useConfirmedCancellation(reservationId: number) {
  const cancel = useCancelReservation(reservationId);
  const confirmAndCancel = async (question: Pick<ConfirmOptions, 'title' | 'text'>) => {
    const confirmed = await confirmDialog({
      ...question,
      confirmButtonText: 'Yes, Cancel It',
      cancelButtonText: 'Keep It',
    });
    if (!confirmed) return;
    try {
      const { message } = await cancel.mutateAsync();
      void toastSuccess(message);
    } catch (error) {
      void toastError(errorMessage(error, 'The reservation could not be cancelled.'));
    }
  };
  return { confirmAndCancel, pending: cancel.isPending };
}
