import { imageSrcSet, imageUrl, type Vehicle } from '@keyturn/shared';

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
  /**
   * How wide the photo is shown (an `<img sizes>` value, see VEHICLE_IMAGE_SIZES), so that the
   * browser fetches the smallest variant that fills it; `width` pixels unless given.
   */
  sizes?: string;
}

/**
 * A vehicle's first photo, served by the API as WebP at the width the layout needs (the upload
 * itself for browsers without srcset); an empty frame when it has none.
 */
export function VehicleImage({
  vehicle,
  width,
  height,
  className = '',
  priority = 'lazy',
  sizes = `${width}px`,
}: VehicleImageProps) {
  const imageId = vehicle.image[0];
  if (!imageId) {
    return (
      <div className={`vehicle-image-missing ${className}`} role="img" aria-label={vehicle.model} />
    );
  }
  return (
    <img
      src={imageUrl(imageId)}
      srcSet={imageSrcSet(imageId)}
      sizes={sizes}
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
