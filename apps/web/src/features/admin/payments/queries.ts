import type { OfficePayment } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { recordOfficePayment } from './api.ts';

/**
 * Records a payment; the ledger and every reservation view (paid, balance) refresh, also after a
 * refund to the card the payment service did not confirm, which the ledger then shows under way.
 */
export function useRecordOfficePayment(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: OfficePayment) => recordOfficePayment(reservationId, payment),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
