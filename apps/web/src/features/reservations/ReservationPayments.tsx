import type { Payments } from '@keyturn/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { PaymentList } from './PaymentList.tsx';
import { ReceiptDownload } from './ReceiptDownload.tsx';

interface ReservationPaymentsProps {
  reservationId: number;
  /** The booking's ledger as its charges asked for it. */
  payments: UseQueryResult<Payments>;
}

/** What has been paid and given back on the booking, and its receipt. */
export function ReservationPayments({ reservationId, payments }: ReservationPaymentsProps) {
  return (
    <div className="reservation-payments">
      {payments.isPending ? null : payments.isError ? (
        <p className="text-danger mb-2">The payments could not be loaded.</p>
      ) : (
        <PaymentList payments={payments.data.payments} />
      )}
      <ReceiptDownload reservationId={reservationId} />
    </div>
  );
}
