import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { FiClock, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { NavLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { PhoneLink } from '../components/PhoneLink.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { company, workingHours } from '../content/company.ts';
import { quickLinks } from '../content/navigation.ts';

export function Footer() {
  return (
    <footer className="site-footer">
      <Container>
        <Row className="g-5">
          <Col lg={4} md={6}>
            <Logo light className="mb-3" />
            <p className="footer-text">
              Hourly car rental in {company.city} since {company.established}. Clean cars, honest
              prices, and a key that turns the moment you need it.
            </p>
            <SocialLinks linkClassName="footer-social" />
          </Col>
          <Col lg={2} md={6}>
            <h2 className="footer-title">Quick Links</h2>
            <ul className="list-unstyled footer-links">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={3} md={6}>
            <h2 className="footer-title">Working Hours</h2>
            <ul className="list-unstyled footer-hours">
              {workingHours.map((slot) => (
                <li key={slot.days}>
                  <FiClock aria-hidden="true" className="footer-hours-icon" />
                  <span>
                    <span className="footer-hours-days">{slot.days}</span>
                    {slot.hours}
                  </span>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={3} md={6}>
            <h2 className="footer-title">Contact Us</h2>
            <ul className="list-unstyled footer-contact">
              <li>
                <FiMapPin aria-hidden="true" className="me-2" />
                {company.address}
              </li>
              {company.phones.map((phone) => (
                <li key={phone}>
                  <FiPhone aria-hidden="true" className="me-2" />
                  <PhoneLink phone={phone} />
                </li>
              ))}
              <li>
                <FiMail aria-hidden="true" className="me-2" />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
            </ul>
          </Col>
        </Row>
        <p className="footer-copyright">
          © {new Date().getFullYear()} {company.name}. All rights reserved. Established in{' '}
          {company.city}, {company.established}.
        </p>
      </Container>
    </footer>
  );
}
