import { useQuery } from '@tanstack/react-query';
import { PaymentList } from './PaymentList.tsx';
import { ReceiptDownload } from './ReceiptDownload.tsx';
import { paymentsQuery } from './queries.ts';

/** What has been paid and given back on the booking, and its receipt. */
export function ReservationPayments({ reservationId }: { reservationId: number }) {
  const payments = useQuery(paymentsQuery(reservationId));
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
