import { BsBoxArrowRight, BsHouseDoor } from 'react-icons/bs';
import { Link, useLocation } from 'react-router';
import { useAuth, useLogout } from '../../auth/index.ts';
import { displayName } from '../../../lib/format.ts';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { adminMenuFor, isMenuItemActive } from './admin-menu.ts';

/** The admin menu: its sections, then the way back to the site and out. */
export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const logout = useLogout();
  const menu = adminMenuFor(useCompanySettings().data?.payments === 'stripe');

  return (
    <div className="admin-sidebar-inner">
      <nav aria-label="Admin menu" className="admin-nav">
        <ul className="list-unstyled mb-0">
          {menu.map((item) => {
            const active = isMenuItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`admin-nav-link ${active ? 'active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <Icon aria-hidden="true" className="admin-nav-icon" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="admin-sidebar-bottom">
        <Link to="/" className="admin-nav-link" onClick={onNavigate}>
          <BsHouseDoor aria-hidden="true" className="admin-nav-icon" />
          Back To Website
        </Link>
        <button
          type="button"
          className="admin-nav-link admin-nav-button"
          onClick={() => {
            onNavigate();
            void logout();
          }}
        >
          <BsBoxArrowRight aria-hidden="true" className="admin-nav-icon" />
          Logout
        </button>
        {user && (
          <div className="admin-signed-in">
            <span className="admin-avatar" aria-hidden="true">
              {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
            </span>
            <span className="min-w-0">
              <span className="d-block text-truncate fw-semibold">
                {displayName(user.firstName, user.lastName)}
              </span>
              <span className="d-block text-truncate small admin-signed-in-email">
                {user.email}
              </span>
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
