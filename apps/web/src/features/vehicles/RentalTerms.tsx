import type { Vehicle } from '@keyturn/shared';
// Tabler's icons, as VehicleSpecs has them: this set comes with the pages that show specs.
import { TbCalendarDollar, TbCoin, TbRoad, TbShieldLock } from 'react-icons/tb';
import { formatMoney } from '../../lib/format.ts';
import { cappingDayPrice, extraMilePrice, milesIncluded } from './rental-terms.ts';
import { SpecList, type Spec } from './SpecList.tsx';

function termsOf(vehicle: Vehicle): Spec[] {
  const dayPrice = cappingDayPrice(vehicle);
  const extraMile = extraMilePrice(vehicle);
  return [
    ...(dayPrice === null
      ? []
      : [{ icon: TbCalendarDollar, label: 'Day price', value: formatMoney(dayPrice) }]),
    { icon: TbShieldLock, label: 'Deposit at pick-up', value: formatMoney(vehicle.deposit) },
    { icon: TbRoad, label: 'Miles', value: milesIncluded(vehicle.milesPerDay) },
    ...(extraMile === null ? [] : [{ icon: TbCoin, label: 'Extra mile', value: extraMile }]),
  ];
}

/**
 * What renting this vehicle takes beyond its hourly price: the day price that caps every 24
 * hours, the deposit held from pick-up to return, and the miles a day includes.
 */
export function RentalTerms({ vehicle }: { vehicle: Vehicle }) {
  return (
    <section aria-labelledby="rental-terms-title" className="mt-4">
      <h3 id="rental-terms-title" className="h6 mb-0">
        Rental terms
      </h3>
      <SpecList specs={termsOf(vehicle)} />
    </section>
  );
}
