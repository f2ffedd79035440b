import type { Vehicle } from '@keyturn/shared';
// Tabler's icons, not Bootstrap's as on the cards: an icon set is one module, and Bootstrap's is
// in the first download (the home page uses it) with every icon any page takes from it. This
// set comes with the pages that show specs.
import {
  TbCalendar,
  TbCar,
  TbDoor,
  TbGasStation,
  TbLuggage,
  TbManualGearbox,
  TbSnowflake,
  TbUsers,
} from 'react-icons/tb';
import { formatYesNo } from '../../lib/format.ts';
import { SpecList, type Spec } from './SpecList.tsx';

function specsOf(vehicle: Vehicle): Spec[] {
  return [
    { icon: TbCar, label: 'Model', value: vehicle.model },
    { icon: TbDoor, label: 'Doors', value: vehicle.doors },
    { icon: TbUsers, label: 'Seats', value: vehicle.seats },
    { icon: TbLuggage, label: 'Luggage', value: vehicle.luggage },
    { icon: TbManualGearbox, label: 'Transmission', value: vehicle.transmission },
    { icon: TbSnowflake, label: 'Air Conditioning', value: formatYesNo(vehicle.airConditioning) },
    { icon: TbGasStation, label: 'Fuel Type', value: vehicle.fuelType },
    {
      icon: TbCalendar,
      label: 'Age',
      value: `${vehicle.age} ${vehicle.age === 1 ? 'year' : 'years'}`,
    },
  ];
}

/**
 * What the vehicle is, field by field, for the details panel and reservations (a reservation
 * keeps the prices it was booked at, so the vehicle's prices are not among them).
 */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  return <SpecList specs={specsOf(vehicle)} />;
}
