import { useEffect } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import Placeholder from 'react-bootstrap/Placeholder';
import { Link } from 'react-router';
import { VehicleImage } from '../../../components/VehicleImage.tsx';
import { formatPricePerHour } from '../../../lib/format.ts';
import { useDashboardVehicles } from './api.ts';

/** The spec's carousel sizes: images 500 wide, a 500 high placeholder while loading. */
const IMAGE_WIDTH = 500;
const IMAGE_HEIGHT = 313;
const PLACEHOLDER_HEIGHT = 500;

/** The fleet at a glance: model and first photo, each slide opening the vehicle's admin page. */
export function VehicleCarousel() {
  const { data, isPending, isError, error } = useDashboardVehicles();

  useEffect(() => {
    // The spec logs list-load failures without a toast.
    if (isError) console.error('Loading the vehicles failed', error);
  }, [isError, error]);

  if (isError) {
    return <p className="text-secondary mb-0">The vehicles could not be loaded.</p>;
  }
  if (isPending) {
    return (
      <Placeholder
        as="div"
        animation="wave"
        className="vehicle-carousel-placeholder"
        style={{ height: PLACEHOLDER_HEIGHT }}
        aria-hidden="true"
      >
        <Placeholder className="w-100 h-100" />
      </Placeholder>
    );
  }
  if (data.content.length === 0) {
    return <p className="text-secondary mb-0">There are no vehicles yet.</p>;
  }

  return (
    <Carousel
      className="vehicle-carousel"
      interval={5000}
      pause="hover"
      indicators={false}
      aria-label="Vehicles"
    >
      {data.content.map((vehicle, index) => (
        <Carousel.Item key={vehicle.id}>
          <Link to={`/admin/vehicles/${vehicle.id}`} className="vehicle-slide">
            <VehicleImage
              vehicle={vehicle}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              priority={index === 0 ? 'largest' : 'lazy'}
              className="vehicle-slide-image"
            />
            <span className="vehicle-slide-caption">
              <span className="vehicle-slide-model">{vehicle.model}</span>
              <span className="vehicle-slide-meta">
                {vehicle.transmission} · {vehicle.fuelType} ·{' '}
                <span className="text-nowrap">{formatPricePerHour(vehicle.pricePerHour)}</span>
              </span>
              <span className="vehicle-slide-count">
                {index + 1} / {data.content.length}
              </span>
            </span>
          </Link>
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
