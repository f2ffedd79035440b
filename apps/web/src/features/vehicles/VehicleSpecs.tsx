import type { Vehicle } from '@keyturn/shared';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  BsCalendar3,
  BsCarFront,
  BsDoorOpen,
  BsFuelPump,
  BsGearWideConnected,
  BsPeople,
  BsSnow,
  BsSuitcase2,
} from 'react-icons/bs';
import { formatYesNo } from '../../lib/format.ts';

interface Spec {
  icon: IconType;
  label: string;
  value: ReactNode;
}

function specsOf(vehicle: Vehicle): Spec[] {
  return [
    { icon: BsCarFront, label: 'Model', value: vehicle.model },
    { icon: BsDoorOpen, label: 'Doors', value: vehicle.doors },
    { icon: BsPeople, label: 'Seats', value: vehicle.seats },
    { icon: BsSuitcase2, label: 'Luggage', value: vehicle.luggage },
    { icon: BsGearWideConnected, label: 'Transmission', value: vehicle.transmission },
    { icon: BsSnow, label: 'Air Conditioning', value: formatYesNo(vehicle.airConditioning) },
    { icon: BsFuelPump, label: 'Fuel Type', value: vehicle.fuelType },
    {
      icon: BsCalendar3,
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
