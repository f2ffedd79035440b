import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { RequireAdmin } from '../features/auth/guards.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { lazyPage } from '../lib/lazy-page.ts';

// Every admin part is its own chunk, requested only once the guard has let an administrator
// through (React loads a lazy page when it renders), so visitors never download admin code.
const AdminLayout = lazyPage(
  () => import('../features/admin/layout/AdminLayout.tsx'),
  'AdminLayout',
);
const DashboardPage = lazyPage(
  () => import('../features/admin/dashboard/DashboardPage.tsx'),
  'DashboardPage',
);
const UsersPage = lazyPage(() => import('../features/admin/users/UsersPage.tsx'), 'UsersPage');
const UserEditPage = lazyPage(
  () => import('../features/admin/users/UserEditPage.tsx'),
  'UserEditPage',
);
const VehiclesPage = lazyPage(
  () => import('../features/admin/vehicles/VehiclesPage.tsx'),
  'VehiclesPage',
);
const VehicleFormPage = lazyPage(
  () => import('../features/admin/vehicles/VehicleFormPage.tsx'),
  'VehicleFormPage',
);
const RatePeriodsPage = lazyPage(
  () => import('../features/admin/rates/RatePeriodsPage.tsx'),
  'RatePeriodsPage',
);
const RatePeriodFormPage = lazyPage(
  () => import('../features/admin/rates/RatePeriodFormPage.tsx'),
  'RatePeriodFormPage',
);
const ExtrasPage = lazyPage(() => import('../features/admin/extras/ExtrasPage.tsx'), 'ExtrasPage');
const ExtraFormPage = lazyPage(
  () => import('../features/admin/extras/ExtraFormPage.tsx'),
  'ExtraFormPage',
);
const ReservationsPage = lazyPage(
  () => import('../features/admin/reservations/ReservationsPage.tsx'),
  'ReservationsPage',
);
const ReservationPages = lazyPage(
  () => import('../features/admin/reservations/ReservationPages.tsx'),
  'ReservationPages',
);
const ReservationAddPage = lazyPage(
  () => import('../features/admin/reservations/ReservationAddPage.tsx'),
  'ReservationAddPage',
);
const TimelinePage = lazyPage(
  () => import('../features/admin/timeline/TimelinePage.tsx'),
  'TimelinePage',
);
const OutboxPage = lazyPage(() => import('../features/admin/outbox/OutboxPage.tsx'), 'OutboxPage');
const MoneyTasksPage = lazyPage(
  () => import('../features/admin/money-tasks/MoneyTasksPage.tsx'),
  'MoneyTasksPage',
);
const MessagesPage = lazyPage(
  () => import('../features/admin/messages/MessagesPage.tsx'),
  'MessagesPage',
);
const MessageDetailsPage = lazyPage(
  () => import('../features/admin/messages/MessageDetailsPage.tsx'),
  'MessageDetailsPage',
);

/**
 * The admin area, behind the Administrator guard. This table is a chunk of its own: the router
 * adds it on the first navigation into the area (router.ts), so the public pages' script neither
 * holds nor builds it.
 */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      element: (
        <Suspense fallback={<Spinner label="Loading the admin panel…" />}>
          <AdminLayout />
        </Suspense>
      ),
      children: [
        {
          // A page that fails shows its error in the admin layout's place for pages, with Retry.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <DashboardPage /> },
            { path: 'users', element: <UsersPage /> },
            { path: 'users/:userId', element: <UserEditPage /> },
            { path: 'vehicles', element: <VehiclesPage /> },
            { path: 'vehicles/new', element: <VehicleFormPage /> },
            { path: 'vehicles/:vehicleId', element: <VehicleFormPage /> },
            { path: 'rates', element: <RatePeriodsPage /> },
            { path: 'rates/new', element: <RatePeriodFormPage /> },
            { path: 'rates/:ratePeriodId', element: <RatePeriodFormPage /> },
            { path: 'extras', element: <ExtrasPage /> },
            { path: 'extras/new', element: <ExtraFormPage /> },
            { path: 'extras/:extraId', element: <ExtraFormPage /> },
            { path: 'reservations', element: <ReservationsPage /> },
            { path: 'reservations/new', element: <ReservationAddPage /> },
            { path: 'reservations/:reservationId/:step?', element: <ReservationPages /> },
            { path: 'timeline', element: <TimelinePage /> },
            { path: 'contact-messages', element: <MessagesPage /> },
            { path: 'contact-messages/:messageId', element: <MessageDetailsPage /> },
            { path: 'outbox', element: <OutboxPage /> },
            { path: 'card-steps', element: <MoneyTasksPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ],
};
