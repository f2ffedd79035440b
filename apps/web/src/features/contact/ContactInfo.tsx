import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { SocialLinks } from '../../components/SocialLinks.tsx';
import { company } from '../../content/company.ts';

interface ContactItemProps {
  icon: IconType;
  label: string;
  children: ReactNode;
}

function ContactItem({ icon: Icon, label, children }: ContactItemProps) {
  return (
    <li>
      <span className="contact-info-icon">
        <Icon aria-hidden="true" />
      </span>
      <div>
        <span className="contact-info-label">{label}</span>
        {children}
      </div>
    </li>
  );
}

export function ContactInfo() {
  return (
    <div className="contact-info">
      <h2 className="h4">Get in touch</h2>
      <p className="text-secondary">
        Questions about a booking, a corporate account or a lost item? We answer every message
        within one business day.
      </p>
      <ul className="list-unstyled contact-info-list">
        <ContactItem icon={FiMapPin} label="Address">
          <a href={company.mapUrl} target="_blank" rel="noopener noreferrer">
            {company.address}
          </a>
        </ContactItem>
        {company.phones.map((phone, index) => (
          <ContactItem key={phone} icon={FiPhone} label={index === 0 ? 'Reservations' : 'Support'}>
            <PhoneLink phone={phone} />
          </ContactItem>
        ))}
        <ContactItem icon={FiMail} label="Email">
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </ContactItem>
      </ul>
      <SocialLinks linkClassName="contact-social" />
    </div>
  );
}
