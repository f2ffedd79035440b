import '../admin.scss';
import './office-search.scss';
import { Suspense, useEffect, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { BsList } from 'react-icons/bs';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../../components/Logo.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TOASTS_BELOW } from '../../../components/toasts-below.ts';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { keepFailuresUntilClosed } from '../../../lib/toast.ts';
import { AdminSidebar } from './AdminSidebar.tsx';

// The search box is a chunk of its own within the admin area, drawn once it arrives.
const OfficeSearch = lazyPage(() => import('./OfficeSearch.tsx'), 'OfficeSearch');

/**
 * The admin shell: a navy sidebar beside the page on large screens; on tablets and phones a
 * top bar whose button slides the same menu in from the left.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // A refusal in the office stays on screen until it is closed (issue 42).
  useEffect(() => keepFailuresUntilClosed(), []);

  return (
    <div className="admin-shell">
      <a className="visually-hidden-focusable skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar d-lg-none" {...TOASTS_BELOW}>
        <button
          type="button"
          className="admin-menu-toggle"
          aria-controls="admin-sidebar"
          aria-expanded={menuOpen}
          aria-label="Open the admin menu"
          onClick={() => setMenuOpen(true)}
        >
          <BsList aria-hidden="true" />
        </button>
        <Logo light />
        <span className="admin-badge">Admin</span>
      </header>
      <Offcanvas
        id="admin-sidebar"
        show={menuOpen}
        onHide={() => setMenuOpen(false)}
        responsive="lg"
        placement="start"
        className="admin-sidebar"
        // A name for the dialog it is on a phone; beside the page it is a plain box, which a
        // name would only make an unnamed region of (the aside inside is the landmark).
        aria-label={menuOpen ? 'Admin menu' : undefined}
      >
        <Offcanvas.Header closeButton closeVariant="white" closeLabel="Close the admin menu">
          <Offcanvas.Title as="p" className="h5 mb-0 text-white">
            Admin menu
          </Offcanvas.Title>
        </Offcanvas.Header>
        {/* A landmark of its own, so the brand, the way back and Logout are in one too, not
            only the menu's links (axe's "region" rule). */}
        <aside className="admin-sidebar-content" aria-label="Admin sidebar">
          <div className="admin-brand d-none d-lg-flex">
            <Logo light />
            <span className="admin-badge">Admin</span>
          </div>
          <div className="admin-search-slot" role="search">
            <Suspense fallback={null}>
              <OfficeSearch onNavigate={() => setMenuOpen(false)} />
            </Suspense>
          </div>
          <Offcanvas.Body>
            <AdminSidebar onNavigate={() => setMenuOpen(false)} />
          </Offcanvas.Body>
        </aside>
      </Offcanvas>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading the page…" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
