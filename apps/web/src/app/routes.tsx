import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { GuestOnly, RequireUser } from '../features/auth/guards.tsx';
import { ForbiddenPage } from '../features/errors/ForbiddenPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { RouteError } from '../features/errors/RouteError.tsx';
import { StandaloneRouteError } from '../features/errors/StandaloneRouteError.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import {
  prefetchPopularVehicles,
  prefetchVehicle,
  prefetchVehiclePage,
} from '../features/catalogue/prefetch.ts';
import { PublicLayout } from '../layouts/PublicLayout.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { serverRendered } from './server-rendered.ts';

/** The route the admin area is added under, beside the public pages (router.ts). */
export const APP_ROUTE_ID = 'app';

/**
 * An address in the admin area: the browser renders it, once the router has added the area's
 * routes (router.ts); the server, which knows only the guard, must not call it "not found".
 */
export const isAdminPath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

// The home page ships in the first download; every other page is its own chunk, fetched on
// the way there, and the admin area (admin-routes.tsx) is never part of the public bundle: even
// its table of routes is added only when someone goes there (router.ts).
const AboutPage = lazyPage(() => import('../features/about/AboutPage.tsx'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/contact/ContactPage.tsx'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/PrivacyPolicyPage.tsx'),
  'PrivacyPolicyPage',
);
const TermsPage = lazyPage(() => import('../features/legal/TermsPage.tsx'), 'TermsPage');
const CataloguePage = lazyPage(
  () => import('../features/catalogue/CataloguePage.tsx'),
  'CataloguePage',
);
const VehiclePage = lazyPage(() => import('../features/catalogue/VehiclePage.tsx'), 'VehiclePage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
// The sign-in pages' layout comes with them, never in the home page's first download.
const AuthLayout = lazyPage(() => import('../layouts/AuthLayout.tsx'), 'AuthLayout');
const authLayout = (
  <Suspense fallback={<Spinner />}>
    <AuthLayout />
  </Suspense>
);
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage');
const ReservationsPage = lazyPage(
  () => import('../features/reservations/ReservationsPage.tsx'),
  'ReservationsPage',
);
const ReservationDetailsPage = lazyPage(
  () => import('../features/reservations/ReservationDetailsPage.tsx'),
  'ReservationDetailsPage',
);

// A page that fails (its code or data cannot load, or it throws) shows a route error element in
// its own layout's place for it, with a Retry: a pathless route holding the pages gives all of
// them that element. The root's element is for a layout that failed itself.
const failedPage = <RouteError />;

export const routes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    errorElement: <StandaloneRouteError />,
    // Shown while the router adds the admin area's routes before its first page (router.ts).
    hydrateFallbackElement: <Spinner label="Loading the admin panel…" />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: failedPage,
            children: [
              {
                index: true,
                element: <HomePage />,
                loader: prefetchPopularVehicles,
                handle: serverRendered,
              },
              { path: 'about', element: <AboutPage />, handle: serverRendered },
              { path: 'contact', element: <ContactPage />, handle: serverRendered },
              { path: 'privacy-policy', element: <PrivacyPolicyPage />, handle: serverRendered },
              { path: 'terms', element: <TermsPage />, handle: serverRendered },
              {
                path: 'vehicles',
                element: <CataloguePage />,
                loader: prefetchVehiclePage,
                handle: serverRendered,
              },
              {
                path: 'vehicles/:vehicleId',
                element: <VehiclePage />,
                loader: prefetchVehicle,
                handle: serverRendered,
              },
              {
                path: 'user',
                element: <RequireUser />,
                children: [
                  { index: true, element: <ProfilePage /> },
                  { path: 'reservations', element: <ReservationsPage /> },
                  { path: 'reservations/:reservationId', element: <ReservationDetailsPage /> },
                ],
              },
              { path: 'forbidden', element: <ForbiddenPage /> },
              // The same for every visitor, and a 404 from the server (NotFoundPage says so).
              { path: '*', element: <NotFoundPage />, handle: serverRendered },
            ],
          },
        ],
      },
      {
        path: 'auth',
        element: <GuestOnly />,
        children: [
          {
            element: authLayout,
            children: [
              {
                errorElement: failedPage,
                children: [
                  { index: true, element: <Navigate to="/auth/login" replace /> },
                  { path: 'login', element: <LoginPage /> },
                  { path: 'register', element: <RegisterPage /> },
                  { path: 'forgot-password', element: <ForgotPasswordPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: 'login', element: <Navigate to="/auth/login" replace /> },
      { path: 'register', element: <Navigate to="/auth/register" replace /> },
      {
        // The mailed link's address; open signed in or not (the reset signs everyone out).
        path: 'reset-password',
        element: authLayout,
        children: [
          { errorElement: failedPage, children: [{ index: true, element: <ResetPasswordPage /> }] },
        ],
      },
    ],
  },
];
