import { VEHICLE_IMAGE_SIZES, type Vehicle } from '@keyturn/shared';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { BsFuelPump, BsGearWideConnected, BsPeople, BsSignpost } from 'react-icons/bs';
import { Link } from 'react-router';
import { VehicleImage, type ImagePriority } from '../../components/VehicleImage.tsx';
import { formatPricePerDay, formatPricePerHour } from '../../lib/format.ts';
import { cappingDayPrice, milesIncluded } from './rental-terms.ts';

export interface VehicleCardProps {
  vehicle: Vehicle;
  headingLevel?: 'h2' | 'h3';
  imagePriority?: ImagePriority;
  /** How wide the photo shows (VEHICLE_IMAGE_SIZES): a card of the full width's grid unless said. */
  imageSizes?: string;
  /** The link's query: a search's window, which the vehicle page's booking form takes. */
  query?: string;
  /** Shown under the specs, in place of the rate on the photo (a search's total beside it). */
  children?: ReactNode;
}

/** A vehicle in a grid; the whole card links to its details. */
export function VehicleCard({
  vehicle,
  headingLevel: Heading = 'h2',
  imagePriority,
  imageSizes = VEHICLE_IMAGE_SIZES.card,
  query = '',
  children,
}: VehicleCardProps) {
  const dayPrice = cappingDayPrice(vehicle);
  return (
    <Card className="vehicle-card h-100">
      <div className="vehicle-card-media">
        <VehicleImage
          vehicle={vehicle}
          width={640}
          height={400}
          className="card-img-top"
          sizes={imageSizes}
          priority={imagePriority}
        />
        {!children && (
          <span className="vehicle-card-price">
            {formatPricePerHour(vehicle.pricePerHour)}
            {dayPrice !== null && (
              <span className="vehicle-card-day-price">{formatPricePerDay(dayPrice)}</span>
            )}
          </span>
        )}
      </div>
      <Card.Body>
        <Heading className="vehicle-card-title h5">
          <Link to={`/vehicles/${vehicle.id}${query}`} className="stretched-link">
            {vehicle.model}
          </Link>
        </Heading>
        <ul className="vehicle-card-specs list-unstyled mb-0">
          <li>
            <BsPeople aria-hidden="true" /> {vehicle.seats} seats
          </li>
          <li>
            <BsGearWideConnected aria-hidden="true" /> {vehicle.transmission}
          </li>
          <li>
            <BsFuelPump aria-hidden="true" /> {vehicle.fuelType}
          </li>
          <li>
            <BsSignpost aria-hidden="true" /> {milesIncluded(vehicle.milesPerDay)}
          </li>
        </ul>
        {children}
      </Card.Body>
    </Card>
  );
}
