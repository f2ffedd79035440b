import { LinkButton } from '../../components/LinkButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { usePopularVehicles, VehicleGrid } from '../vehicles/index.ts';
import { HomeSection } from './HomeSection.tsx';

const POPULAR_HEADING = {
  kicker: 'Fleet',
  title: 'Popular Vehicles',
  lead: 'Our most booked cars this month, ready by the hour.',
};

export function PopularVehicles() {
  const { data, isPending } = usePopularVehicles();
  return (
    <HomeSection id="popular-title" heading={POPULAR_HEADING} className="section section-muted">
      {isPending && <Spinner label="Loading popular vehicles…" />}
      {data && <VehicleGrid vehicles={data} headingLevel="h3" />}
      <div className="text-center mt-5">
        <LinkButton to="/vehicles" variant="warning" size="lg">
          See All Vehicles
        </LinkButton>
      </div>
    </HomeSection>
  );
}
