import type { Vehicle } from '@keyturn/shared';
import { VehicleImage } from '../../components/VehicleImage.tsx';

interface DetailsImageProps {
  vehicle: Pick<Vehicle, 'model' | 'image'>;
  /** How wide the panel shows it (see VehicleImage); its full 960 pixels unless given. */
  sizes?: string;
}

/** The photo atop a details panel (a vehicle's page, a reservation's): the page's largest paint. */
export function DetailsImage({ vehicle, sizes }: DetailsImageProps) {
  return (
    <VehicleImage
      vehicle={vehicle}
      width={960}
      height={600}
      className="details-image"
      sizes={sizes}
      priority="largest"
    />
  );
}
