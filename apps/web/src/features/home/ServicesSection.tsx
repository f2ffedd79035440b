import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { IconType } from 'react-icons';
import { FiAward, FiBriefcase, FiCalendar, FiCompass, FiKey, FiRefreshCw } from 'react-icons/fi';
import { services, servicesSection } from '../../content/services.ts';
import { HomeSection } from './HomeSection.tsx';

// Feather's line icons, as in the offers above (OffersSection.tsx says why).
const icons: readonly IconType[] = [
  FiKey,
  FiBriefcase,
  FiCalendar,
  FiAward,
  FiRefreshCw,
  FiCompass,
];

export function ServicesSection() {
  return (
    <HomeSection id="services-title" heading={servicesSection} className="section section-navy">
      <Row xs={1} md={2} lg={3} className="g-4">
        {services.map((service, index) => {
          const Icon = icons[index] ?? FiKey;
          return (
            <Col key={service.title}>
              <article className="service-card h-100">
                <span className="service-icon">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="service-title">{service.title}</h3>
                <p className="mb-0">{service.description}</p>
              </article>
            </Col>
          );
        })}
      </Row>
    </HomeSection>
  );
}
