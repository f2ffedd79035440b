import type { Reservation } from '@keyturn/shared';
import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { ChargeLines } from '../trip/index.ts';
import { ReservationPayments } from './ReservationPayments.tsx';

type ReservationMoney = Pick<
  Reservation,
  'id' | 'charges' | 'totalPrice' | 'paid' | 'balance' | 'deposit'
>;

interface ReservationChargesProps {
  reservation: ReservationMoney;
  /** The heading's class: the customer's page and the office's aside style headings apart. */
  headingClassName?: string;
}

/**
 * A booking's price as it was booked: its lines, the total, what is paid and what is left, the
 * payments themselves with the receipt, and the deposit held during the trip.
 */
export function ReservationCharges({
  reservation,
  headingClassName = 'h6',
}: ReservationChargesProps) {
  const headingId = useId();
  const { charges, totalPrice, paid, balance, deposit } = reservation;
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
        <div className="charge-balance">
          <dt>Balance</dt>
          <dd>{formatMoney(balance)}</dd>
        </div>
      </dl>
      <ReservationPayments reservationId={reservation.id} />
      <p className="charge-deposit">Deposit held during the trip: {formatMoney(deposit)}</p>
    </section>
  );
}
