import { BsCalendarCheck, BsCarFront, BsPeople } from 'react-icons/bs';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { useStatistic } from './api.ts';
import { StatCard } from './StatCard.tsx';
import { VehicleCarousel } from './VehicleCarousel.tsx';

export function DashboardPage() {
  const { user } = useAuth();
  const members = useStatistic('members');
  const vehicles = useStatistic('vehicles');
  const reservations = useStatistic('reservations');

  return (
    <>
      <AdminPageHeader
        eyebrow="Dashboard"
        title="Admin Panel"
        subtitle={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}. Here is Keyturn at a glance.`}
      />
      <section aria-label="Statistics" className="stat-grid">
        <StatCard
          to="/admin/users"
          title="Members"
          icon={BsPeople}
          value={members.data}
          failed={members.isError}
          tone="navy"
        />
        <StatCard
          to="/admin/vehicles"
          title="Vehicles"
          icon={BsCarFront}
          value={vehicles.data}
          failed={vehicles.isError}
          tone="amber"
        />
        <StatCard
          to="/admin/reservations"
          title="Reservations"
          icon={BsCalendarCheck}
          value={reservations.data}
          failed={reservations.isError}
          tone="teal"
        />
      </section>
      <section className="card-surface dashboard-fleet" aria-labelledby="fleet-title">
        <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
          <h2 id="fleet-title" className="h5 mb-0">
            The fleet
          </h2>
          <Link to="/admin/vehicles" className="small fw-semibold">
            Manage vehicles
          </Link>
        </div>
        <VehicleCarousel />
      </section>
    </>
  );
}
