import type { ReactNode } from 'react';
import { BsChevronLeft } from 'react-icons/bs';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { listAddress } from '../lib/list-addresses.ts';

/** The browser tab's name for an office page: "Reservations · Keyturn Admin". */
export const adminTabTitle = (...parts: (string | undefined)[]) =>
  [...parts, 'Keyturn Admin'].filter(Boolean).join(' · ');

/** Names the tab for a page not headed yet (its record still loading). */
export function AdminTabTitle({ title }: { title: string }) {
  useDocumentTitle(adminTabTitle(title));
  return null;
}

interface AdminPageHeaderProps {
  title: string;
  /** A small line above the title (the section, say). */
  eyebrow?: string;
  /**
   * The tab's name where the title and eyebrow would not say it best: a reservation is known
   * by its number ("Reservation #14"), not by its car.
   */
  tabTitle?: string;
  subtitle?: ReactNode;
  /** A link back to the list this page belongs to. */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

/** The top of every admin page: its one h1, the tab's name after it, the page's main buttons. */
export function AdminPageHeader({
  title,
  eyebrow,
  tabTitle,
  subtitle,
  back,
  actions,
}: AdminPageHeaderProps) {
  // A list's eyebrow is its section ("Bookings"), which the tab can do without; a record's
  // says what it is ("Edit user"), which helps tell two tabs apart.
  useDocumentTitle(adminTabTitle(tabTitle ?? title, tabTitle || !back ? undefined : eyebrow));
  return (
    <header className="admin-page-header">
      <div className="min-w-0">
        {back && (
          <Link to={listAddress(back.to)} className="admin-back-link">
            <BsChevronLeft aria-hidden="true" className="me-1" />
            {back.label}
          </Link>
        )}
        {eyebrow && <p className="admin-eyebrow mb-1">{eyebrow}</p>}
        <h1 className="admin-title">{title}</h1>
        {subtitle && <p className="admin-subtitle mb-0">{subtitle}</p>}
      </div>
      {actions && <div className="admin-page-actions">{actions}</div>}
    </header>
  );
}
