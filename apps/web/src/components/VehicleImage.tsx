import type { Vehicle } from '@keyturn/shared';
import { apiUrl } from '../lib/api.ts';

interface VehicleImageProps {
  vehicle: Pick<Vehicle, 'model' | 'image'>;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

/** A vehicle's first photo, served by the API; an empty frame when it has none. */
export function VehicleImage({ vehicle, width, height, className = '', eager }: VehicleImageProps) {
  const imageId = vehicle.image[0];
  if (!imageId) {
    return (
      <div className={`vehicle-image-missing ${className}`} role="img" aria-label={vehicle.model} />
    );
  }
  return (
    <img
      src={apiUrl(`/files/display/${encodeURIComponent(imageId)}`)}
      alt={vehicle.model}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // An image in view at load is the page's largest: fetch it before anything else.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
