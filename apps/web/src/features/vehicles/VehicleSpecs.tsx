import type { Vehicle } from '@keyturn/shared';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
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

interface Spec {
  icon: IconType;
  label: string;
  value: ReactNode;
}

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

/** Every field of a vehicle as a definition list, for the details panel and reservations. */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  return (
    <dl className="vehicle-specs">
      {specsOf(vehicle).map(({ icon: Icon, label, value }) => (
        <div key={label} className="vehicle-spec">
          <dt>
            <Icon aria-hidden="true" className="vehicle-spec-icon" />
            {label}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
