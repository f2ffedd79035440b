import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { IconType } from 'react-icons';
import { FiBriefcase, FiFeather, FiMap, FiSun, FiUsers, FiZap } from 'react-icons/fi';
import offersCar from '../../assets/images/offers-car.webp';
import { offers, offersSection, type Offer } from '../../content/offers.ts';
import { HomeSection } from './HomeSection.tsx';

// Feather's line icons, as the rest of the public pages use: a filled set drew the same ideas
// in 4 kB more of the first visit's script.
const icons: readonly IconType[] = [FiMap, FiSun, FiBriefcase, FiUsers, FiFeather, FiZap];

function OfferItem({ offer, icon: Icon }: { offer: Offer; icon: IconType }) {
  return (
    <li className={`offer offer-${offer.direction}`}>
      <span className="offer-icon">
        <Icon aria-hidden="true" />
      </span>
      <div>
        <h3 className="offer-title">{offer.title}</h3>
        <p className="offer-text">{offer.description}</p>
      </div>
    </li>
  );
}

/** Six offers, three on each side of a car; the right-hand three mirror the left. */
export function OffersSection() {
  const column = (direction: Offer['direction']) => (
    <ul className="list-unstyled offers-column mb-0">
      {offers.map((offer, index) =>
        offer.direction === direction ? (
          <OfferItem key={offer.title} offer={offer} icon={icons[index] ?? FiMap} />
        ) : null,
      )}
    </ul>
  );

  return (
    <HomeSection id="offers-title" heading={offersSection}>
      <Row className="g-4 align-items-center">
        <Col lg={4}>{column('left')}</Col>
        <Col lg={4} className="text-center">
          <img
            src={offersCar}
            alt="A Keyturn rental car"
            width={700}
            height={420}
            loading="lazy"
            className="img-fluid offers-car"
          />
        </Col>
        <Col lg={4}>{column('right')}</Col>
      </Row>
    </HomeSection>
  );
}
