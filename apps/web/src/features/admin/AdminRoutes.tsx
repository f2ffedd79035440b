import './admin.scss';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../../app/lazy-page.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';

// The shell arrives with this chunk; each admin page is a chunk of its own on top.
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage.tsx'), 'DashboardPage');
const UsersPage = lazyPage(() => import('./users/UsersPage.tsx'), 'UsersPage');
const UserEditPage = lazyPage(() => import('./users/UserEditPage.tsx'), 'UserEditPage');
const VehiclesPage = lazyPage(() => import('./vehicles/VehiclesPage.tsx'), 'VehiclesPage');
const VehicleFormPage = lazyPage(() => import('./vehicles/VehicleFormPage.tsx'), 'VehicleFormPage');
const ReservationsPage = lazyPage(
  () => import('./reservations/ReservationsPage.tsx'),
  'ReservationsPage',
);
const ReservationEditPage = lazyPage(
  () => import('./reservations/ReservationEditPage.tsx'),
  'ReservationEditPage',
);
const MessagesPage = lazyPage(() => import('./messages/MessagesPage.tsx'), 'MessagesPage');
const MessageDetailsPage = lazyPage(
  () => import('./messages/MessageDetailsPage.tsx'),
  'MessageDetailsPage',
);

/**
 * Entry of the admin area (`/admin/*`, behind the Administrator guard), loaded lazily so that
 * visitors never download it.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:userId" element={<UserEditPage />} />
        <Route path="vehicles" element={<VehiclesPage />} />
        <Route path="vehicles/new" element={<VehicleFormPage />} />
        <Route path="vehicles/:vehicleId" element={<VehicleFormPage />} />
        <Route path="reservations" element={<ReservationsPage />} />
        <Route path="reservations/:reservationId" element={<ReservationEditPage />} />
        <Route path="contact-messages" element={<MessagesPage />} />
        <Route path="contact-messages/:contactMessageId" element={<MessageDetailsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
