import { OFFICE_PHONE, type Reservation } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { ChargeLines } from '../trip/index.ts';
import { bookingMoney, type RefundWay } from './booking-money.ts';
import { paymentsQuery } from './queries.ts';
import { ReservationPayments } from './ReservationPayments.tsx';

/** The booking's money, and its status, which decides what of it is owed. */
type ReservationMoney = Pick<
  Reservation,
  'id' | 'status' | 'charges' | 'totalPrice' | 'paid' | 'balance' | 'deposit'
>;

interface ReservationChargesProps {
  reservation: ReservationMoney;
  /** The heading's class: the customer's page and the office's aside style headings apart. */
  headingClassName?: string;
}

/** How the money to be refunded comes back, and when. */
const REFUND_WAYS: Record<RefundWay, string> = {
  card: 'It goes back to the card you paid with; a refund usually shows on the card statement within 5 to 10 business days.',
  office: `Our office gives it back: at the counter, or by arrangement if you call us on ${OFFICE_PHONE}.`,
};

/**
 * A booking's price as it was booked: its lines, the total, what is paid and what is left, the
 * payments themselves with the receipt, a refund to the card not yet confirmed, and the deposit
 * to be held or held during the trip; what of it a
 * booking that ended shows is bookingMoney's rule.
 */
export function ReservationCharges({
  reservation,
  headingClassName = 'h6',
}: ReservationChargesProps) {
  const headingId = useId();
  const payments = useQuery(paymentsQuery(reservation.id));
  const { charges, totalPrice, paid, deposit } = reservation;
  const shown = bookingMoney(reservation, payments.data?.payments);
  const refundUnderWay = payments.data?.refundUnderWay ?? 0;
  return (
    <section aria-labelledby={headingId} className="reservation-charges">
      <h3 id={headingId} className={headingClassName}>
        Charges
      </h3>
      <ChargeLines lines={charges} />
      <dl className="charge-totals">
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(totalPrice)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(paid)}</dd>
        </div>
        {shown.balance && (
          <div className="charge-balance">
            <dt>{shown.balance.label}</dt>
            <dd>{formatMoney(shown.balance.amount)}</dd>
          </div>
        )}
      </dl>
      {refundUnderWay > 0 && (
        <p className="charge-note">
          {formatMoney(refundUnderWay)} is on its way back to the card: the payment service has not
          confirmed it yet.
        </p>
      )}
      {refundUnderWay === 0 && shown.refundWay && (
        <p className="charge-note">{REFUND_WAYS[shown.refundWay]}</p>
      )}
      {shown.payments && <ReservationPayments reservationId={reservation.id} payments={payments} />}
      {shown.deposit && (
        <p className="charge-note">
          {shown.deposit}: {formatMoney(deposit)}
        </p>
      )}
    </section>
  );
}
