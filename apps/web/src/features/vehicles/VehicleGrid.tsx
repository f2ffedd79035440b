import { VEHICLE_IMAGE_SIZES, type Vehicle } from '@keyturn/shared';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { VehicleCard, type VehicleCardProps } from './VehicleCard.tsx';

interface VehicleGridProps<V extends Vehicle> {
  vehicles: V[];
  headingLevel?: 'h2' | 'h3';
  /**
   * How many leading cards are in view at load: their images load at once, not lazily, and the
   * first one is the page's largest paint (on a phone, the only card in view).
   */
  eagerImages?: number;
  /** Beside a list's filters, in three quarters of the width from lg: its photos show smaller. */
  besideFilters?: boolean;
  /** More for each card: a search's window in its link and its total. */
  cardOf?: (vehicle: V) => Pick<VehicleCardProps, 'query' | 'children'>;
}

export function VehicleGrid<V extends Vehicle>({
  vehicles,
  headingLevel,
  eagerImages = 0,
  besideFilters = false,
  cardOf,
}: VehicleGridProps<V>): ReactNode {
  return (
    <Row xs={1} md={2} lg={3} className="g-4 ps-0" as="ul" role="list" aria-label="Vehicles">
      {vehicles.map((vehicle, index) => (
        <Col as="li" key={vehicle.id} className="list-unstyled">
          <VehicleCard
            vehicle={vehicle}
            headingLevel={headingLevel}
            imageSizes={VEHICLE_IMAGE_SIZES[besideFilters ? 'listCard' : 'card']}
            {...cardOf?.(vehicle)}
            imagePriority={
              index === 0 && eagerImages > 0 ? 'largest' : index < eagerImages ? 'eager' : 'lazy'
            }
          />
        </Col>
      ))}
    </Row>
  );
}
