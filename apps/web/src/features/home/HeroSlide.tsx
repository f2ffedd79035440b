import Container from 'react-bootstrap/Container';
import { LinkButton } from '../../components/LinkButton.tsx';
import { HERO_IMAGE_SIZES } from '../../content/hero-image.ts';
import type { Slide } from '../../content/slides.ts';

interface HeroSlideProps {
  slide: Slide;
  /** The first slide is the page's largest image: fetched at once and first. */
  first: boolean;
}

export function HeroSlide({ slide, first }: HeroSlideProps) {
  return (
    <>
      <img
        src={slide.image}
        srcSet={`${slide.smallImage} 800w, ${slide.image} 1600w`}
        sizes={HERO_IMAGE_SIZES}
        alt=""
        width={1600}
        height={700}
        className="hero-image"
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="hero-overlay">
        <Container>
          <div className="hero-content">
            <p className="hero-kicker">Keyturn · Hourly car rental</p>
            <h2 className="hero-title">{slide.title}</h2>
            <p className="hero-subtitle">{slide.subtitle}</p>
            <div className="d-flex flex-wrap gap-2">
              <LinkButton to="/vehicles" variant="warning" size="lg">
                Browse Vehicles
              </LinkButton>
              <LinkButton to="/about" variant="outline-light" size="lg">
                About Us
              </LinkButton>
            </div>
          </div>
        </Container>
      </div>
    </>
  );
}
