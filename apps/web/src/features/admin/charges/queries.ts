import type { OfficeCharge } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { addOfficeCharge } from './api.ts';

/** Adds a charge line; every view of the booking (its lines, total, balance) refreshes. */
export function useAddOfficeCharge(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (charge: OfficeCharge) => addOfficeCharge(reservationId, charge),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
