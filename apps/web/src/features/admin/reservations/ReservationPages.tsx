import { useParams } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { NotFoundPage } from '../../errors/index.ts';
import { ReservationEditPage } from './ReservationEditPage.tsx';

// The hand-over forms are chunks of their own, fetched when the office opens one.
const CheckOutPage = lazyPage(() => import('./handover/CheckOutPage.tsx'), 'CheckOutPage');
const CheckInPage = lazyPage(() => import('./handover/CheckInPage.tsx'), 'CheckInPage');

/**
 * /admin/reservations/{id} and its hand-over steps (/check-out, /check-in). They share one
 * route of the app's table, which every visitor downloads, and are told apart here, in the
 * admin area's chunk: each route or nested router there costs the public pages' budget.
 */
export function ReservationPages() {
  const { step } = useParams();
  switch (step) {
    case undefined:
      return <ReservationEditPage />;
    case 'check-out':
      return <CheckOutPage />;
    case 'check-in':
      return <CheckInPage />;
    default:
      return <NotFoundPage />;
  }
}
