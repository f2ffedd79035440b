import type { User } from '@keyturn/shared';
import Dropdown from 'react-bootstrap/Dropdown';
import { FiGrid, FiList, FiLogOut, FiUser } from 'react-icons/fi';
import { Link } from 'react-router';
import { isAdministrator } from '../features/auth/auth-context.ts';
import { useLogout } from '../features/auth/useLogout.ts';
import { displayName } from '../lib/format.ts';

/** The signed-in user's dropdown; loaded only once someone signs in (it brings Popper along). */
export default function AccountMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    // Under its button: from the button's left edge in the phone's stacked menu, from its right
    // edge at the end of the desktop bar.
    <Dropdown align={{ lg: 'end' }}>
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        id="user-menu"
        className="user-menu-toggle"
      >
        <FiUser aria-hidden="true" className="me-2" />
        {displayName(user.firstName, user.lastName)}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {isAdministrator(user) && (
          <>
            <Dropdown.Item as={Link} to="/admin">
              <FiGrid aria-hidden="true" className="me-2" />
              Admin Panel
            </Dropdown.Item>
            <Dropdown.Divider />
          </>
        )}
        <Dropdown.Item as={Link} to="/user">
          <FiUser aria-hidden="true" className="me-2" />
          Profile
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/user/reservations">
          <FiList aria-hidden="true" className="me-2" />
          Reservations
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => void logout()}>
          <FiLogOut aria-hidden="true" className="me-2" />
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
