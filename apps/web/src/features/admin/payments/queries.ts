import type { CounterPayment } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { recordCounterPayment } from './api.ts';

/** Records a counter payment; the ledger and every reservation view (paid, balance) refresh. */
export function useRecordCounterPayment(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: CounterPayment) => recordCounterPayment(reservationId, payment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
