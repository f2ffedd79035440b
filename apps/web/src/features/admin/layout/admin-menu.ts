import type { IconType } from 'react-icons';
import {
  BsBagPlus,
  BsCalendarCheck,
  BsCalendarRange,
  BsCalendarWeek,
  BsCarFront,
  BsCreditCard,
  BsEnvelope,
  BsPeople,
  BsSend,
  BsSpeedometer2,
} from 'react-icons/bs';

export interface AdminMenuItem {
  to: string;
  label: string;
  icon: IconType;
  /** Active only on this very path (the dashboard); the others also on their sub-pages. */
  exact?: boolean;
  /** Shown only where customers pay online: the steps on their cards. */
  paysOnline?: boolean;
}

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { to: '/admin', label: 'Dashboard', icon: BsSpeedometer2, exact: true },
  { to: '/admin/users', label: 'Users', icon: BsPeople },
  { to: '/admin/vehicles', label: 'Vehicles', icon: BsCarFront },
  // Prices, beside the fleet they price.
  { to: '/admin/rates', label: 'Rate Periods', icon: BsCalendarRange },
  { to: '/admin/extras', label: 'Extras', icon: BsBagPlus },
  { to: '/admin/reservations', label: 'Reservations', icon: BsCalendarCheck },
  { to: '/admin/timeline', label: 'Timeline', icon: BsCalendarWeek },
  { to: '/admin/contact-messages', label: 'Contact Messages', icon: BsEnvelope },
  { to: '/admin/outbox', label: 'Outbox', icon: BsSend },
  { to: '/admin/card-steps', label: 'Card Steps', icon: BsCreditCard, paysOnline: true },
];

/** The menu as this company's office sees it: the card steps only where customers pay online. */
export const adminMenuFor = (paysOnline: boolean): readonly AdminMenuItem[] =>
  ADMIN_MENU.filter((item) => paysOnline || !item.paysOnline);

/** The spec's rule: the path starts with the entry's route; the dashboard needs an exact match. */
export function isMenuItemActive(item: AdminMenuItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
