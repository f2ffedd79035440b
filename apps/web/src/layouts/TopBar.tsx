import { OFFICE_PHONE } from '@keyturn/shared';
import Container from 'react-bootstrap/Container';
import { FiMail, FiPhone } from 'react-icons/fi';
import { PhoneLink } from '../components/PhoneLink.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { company } from '../content/company.ts';

/** Phone, e-mail and social links above the menu; hidden on extra-small screens. */
export function TopBar() {
  return (
    <div className="top-bar d-none d-sm-block">
      <Container className="d-flex align-items-center justify-content-between gap-3">
        <div className="d-flex align-items-center gap-4">
          <PhoneLink phone={OFFICE_PHONE} className="top-bar-link">
            <FiPhone aria-hidden="true" className="me-2" />
            {OFFICE_PHONE}
          </PhoneLink>
          <a href={`mailto:${company.email}`} className="top-bar-link d-none d-md-inline">
            <FiMail aria-hidden="true" className="me-2" />
            {company.email}
          </a>
        </div>
        <SocialLinks linkClassName="top-bar-social" />
      </Container>
    </div>
  );
}
