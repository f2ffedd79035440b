import type { OfficePayment } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { recordOfficePayment } from './api.ts';

/** Records a counter payment; the ledger and every reservation view (paid, balance) refresh. */
export function useRecordOfficePayment(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: OfficePayment) => recordOfficePayment(reservationId, payment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
