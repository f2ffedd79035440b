import type { Vehicle } from '@keyturn/shared';
import { formatPricePerDay, formatPricePerHour } from '../../lib/format.ts';
import { cappingDayPrice } from './rental-terms.ts';

/** A vehicle's rate: '$15.00 / hour', then '· $90.00 / day' when its day price caps a day. */
export function VehicleRate({
  vehicle,
}: {
  vehicle: Pick<Vehicle, 'pricePerHour' | 'pricePerDay'>;
}) {
  const dayPrice = cappingDayPrice(vehicle);
  return (
    <>
      {formatPricePerHour(vehicle.pricePerHour)}
      {dayPrice !== null && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="text-nowrap">{formatPricePerDay(dayPrice)}</span>
        </>
      )}
    </>
  );
}
