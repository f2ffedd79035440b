import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { SocialLinks } from '../../components/SocialLinks.tsx';
import { company } from '../../content/company.ts';

export function ContactInfo() {
  return (
    <div className="contact-info">
      <h2 className="h4">Get in touch</h2>
      <p className="text-secondary">
        Questions about a booking, a corporate account or a lost item? We answer every message
        within one business day.
      </p>
      <ul className="list-unstyled contact-info-list">
        <li>
          <span className="contact-info-icon">
            <FiMapPin aria-hidden="true" />
          </span>
          <div>
            <span className="contact-info-label">Address</span>
            <a href={company.mapUrl} target="_blank" rel="noopener noreferrer">
              {company.address}
            </a>
          </div>
        </li>
        {company.phones.map((phone, index) => (
          <li key={phone}>
            <span className="contact-info-icon">
              <FiPhone aria-hidden="true" />
            </span>
            <div>
              <span className="contact-info-label">{index === 0 ? 'Reservations' : 'Support'}</span>
              <PhoneLink phone={phone} />
            </div>
          </li>
        ))}
        <li>
          <span className="contact-info-icon">
            <FiMail aria-hidden="true" />
          </span>
          <div>
            <span className="contact-info-label">Email</span>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </div>
        </li>
      </ul>
      <SocialLinks linkClassName="contact-social" />
    </div>
  );
}
