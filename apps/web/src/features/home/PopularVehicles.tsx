import { LinkButton } from '../../components/LinkButton.tsx';
import Container from 'react-bootstrap/Container';
import { Spinner } from '../../components/Spinner.tsx';
import { usePopularVehicles } from '../vehicles/queries.ts';
import { VehicleGrid } from '../vehicles/VehicleGrid.tsx';

export function PopularVehicles() {
  const { data, isPending } = usePopularVehicles();
  return (
    <section className="section section-muted" aria-labelledby="popular-title">
      <Container>
        <div className="section-heading text-center">
          <p className="section-kicker">Fleet</p>
          <h2 id="popular-title" className="section-title">
            Popular Vehicles
          </h2>
          <p className="section-lead">Our most booked cars this month, ready by the hour.</p>
        </div>
        {isPending && <Spinner label="Loading popular vehicles…" />}
        {data && <VehicleGrid vehicles={data} headingLevel="h3" />}
        <div className="text-center mt-5">
          <LinkButton to="/vehicles" variant="warning" size="lg">
            See All Vehicles
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
