import { BsCalendarCheck, BsCarFront, BsPeople } from 'react-icons/bs';
import { Link } from 'react-router';
import { useAuth } from '../../auth/index.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { OfficeDay } from './OfficeDay.tsx';
import { MissedPickUps } from './MissedPickUps.tsx';
import { OverdueTrips } from './OverdueTrips.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';
import { StatCard, type StatCardProps } from './StatCard.tsx';
import { VehicleCarousel } from './VehicleCarousel.tsx';

const STAT_CARDS: readonly StatCardProps[] = [
  { statistic: 'members', to: '/admin/users', title: 'Members', icon: BsPeople, tone: 'navy' },
  {
    statistic: 'vehicles',
    to: '/admin/vehicles',
    title: 'Vehicles',
    icon: BsCarFront,
    tone: 'amber',
  },
  {
    statistic: 'reservations',
    to: '/admin/reservations',
    title: 'Reservations',
    icon: BsCalendarCheck,
    tone: 'teal',
  },
];

export function DashboardPage() {
  const { user } = useAuth();

  return (
    <>
      <AdminPageHeader
        eyebrow="Dashboard"
        title="Admin Panel"
        subtitle={`Welcome back${user?.firstName ? `, ${user.firstName}` : ''}. Here is Keyturn at a glance.`}
      />
      {/* The office's day comes first: the cars going out and coming back are the work at hand. */}
      <OverdueTrips />
      <MissedPickUps />
      <OfficeDay />
      <section aria-label="Statistics" className="stat-grid">
        {STAT_CARDS.map((card) => (
          <StatCard key={card.statistic} {...card} />
        ))}
      </section>
      <ReportsPanel />
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
