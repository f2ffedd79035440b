import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import type { ReactNode } from 'react';
import { FiClock, FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { NavLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { PhoneLink } from '../components/PhoneLink.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { company, workingHours } from '../content/company.ts';
import { quickLinks } from '../content/navigation.ts';
import { formatClock } from '../lib/format.ts';

/** Two-digit hours, as the spec writes the working hours: '09:00 AM - 09:00 PM'. */
const footerClock = (time: string) => formatClock(time).padStart(8, '0');

interface FooterListProps {
  title: string;
  /** The column's width from large screens on, of 12. */
  lg: number;
  /** The list's own class, for its styles. */
  listClassName: string;
  children: ReactNode;
}

/** A titled column of the footer holding one list. */
function FooterList({ title, lg, listClassName, children }: FooterListProps) {
  return (
    <Col lg={lg} md={6}>
      <h2 className="footer-title">{title}</h2>
      <ul className={`list-unstyled ${listClassName}`}>{children}</ul>
    </Col>
  );
}

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
          <FooterList title="Quick Links" lg={2} listClassName="footer-links">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </FooterList>
          <FooterList title="Working Hours" lg={3} listClassName="footer-hours">
            {workingHours.map((slot) => (
              <li key={slot.days}>
                <FiClock aria-hidden="true" className="footer-hours-icon" />
                <span>
                  <span className="footer-hours-days">{slot.days}</span>
                  {`${footerClock(slot.opens)} - ${footerClock(slot.closes)}`}
                </span>
              </li>
            ))}
          </FooterList>
          <FooterList title="Contact Us" lg={3} listClassName="footer-contact">
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
          </FooterList>
        </Row>
        <p className="footer-copyright">
          © {new Date().getFullYear()} {company.name}. All rights reserved. Established in{' '}
          {company.city}, {company.established}.
        </p>
      </Container>
    </footer>
  );
}
