import type { Vehicle } from '@keyturn/shared';
import { apiUrl } from '../lib/api.ts';

/**
 * How soon the photo matters: `largest` is the page's largest paint (fetched first, painted with
 * the page), `eager` is in view at load, `lazy` waits until it comes near the screen.
 */
export type ImagePriority = 'largest' | 'eager' | 'lazy';

interface VehicleImageProps {
  vehicle: Pick<Vehicle, 'model' | 'image'>;
  width: number;
  height: number;
  className?: string;
  priority?: ImagePriority;
}

/** A vehicle's first photo, served by the API; an empty frame when it has none. */
export function VehicleImage({
  vehicle,
  width,
  height,
  className = '',
  priority = 'lazy',
}: VehicleImageProps) {
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
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'largest' ? 'high' : 'auto'}
      // The largest is painted with the page rather than in a frame of its own.
      decoding={priority === 'largest' ? 'auto' : 'async'}
      className={className}
    />
  );
}
