import { LinkButton } from '../../components/LinkButton.tsx';
import type { User } from '@keyturn/shared';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { FiGrid, FiList, FiMail, FiMapPin, FiPhone, FiShield, FiUser } from 'react-icons/fi';
import { displayName } from '../../lib/format.ts';
import { isAdministrator } from '../auth/index.ts';

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Who is signed in; administrators get the amber variant and a way into the admin panel. */
export function AvatarCard({ user }: { user: User }) {
  const admin = isAdministrator(user);
  return (
    <Card className={`avatar-card ${admin ? 'avatar-card-admin' : ''}`}>
      <Card.Body className="text-center">
        <div className="avatar" aria-hidden="true">
          {initials(user)}
          <span className="avatar-badge">{admin ? <FiShield /> : <FiUser />}</span>
        </div>
        <h2 className="h4 mt-3 mb-1">{displayName(user.firstName, user.lastName)}</h2>
        <Badge bg={admin ? 'warning' : 'primary'} text={admin ? 'dark' : undefined}>
          {admin ? 'Administrator' : 'Customer'}
        </Badge>
        <ul className="list-unstyled avatar-facts text-start">
          <li>
            <FiMail aria-hidden="true" /> {user.email}
          </li>
          <li>
            <FiPhone aria-hidden="true" /> {user.phoneNumber}
          </li>
          <li>
            <FiMapPin aria-hidden="true" /> {user.address}, {user.zipCode}
          </li>
        </ul>
        {admin ? (
          <LinkButton to="/admin" variant="warning" className="w-100">
            <FiGrid aria-hidden="true" className="me-2" />
            Admin Panel
          </LinkButton>
        ) : (
          <LinkButton to="/user/reservations" variant="primary" className="w-100">
            <FiList aria-hidden="true" className="me-2" />
            My Reservations
          </LinkButton>
        )}
      </Card.Body>
    </Card>
  );
}
