import { LinkButton } from '../../components/LinkButton.tsx';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { aboutPage, whoWeAre } from '../../content/about.ts';
import { company } from '../../content/company.ts';

export function WhoWeAreSection() {
  return (
    <section className="section" aria-labelledby="who-title">
      <Container>
        <Row className="g-5 align-items-center">
          <Col lg={6} className="order-lg-2">
            <p className="section-kicker">About Keyturn</p>
            <h2 id="who-title" className="section-title">
              {whoWeAre.title}
            </h2>
            {whoWeAre.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            <LinkButton to="/about" variant="primary">
              Read Our Story
            </LinkButton>
          </Col>
          <Col lg={6} className="order-lg-1">
            <div className="who-media">
              <img
                src={aboutPage.image}
                alt="A Keyturn car ready for pick-up in San Francisco"
                width={900}
                height={600}
                loading="lazy"
                className="img-fluid rounded-4"
              />
              <div className="who-badge">
                <strong>{new Date().getFullYear() - company.established}+</strong>
                <span>years on the road</span>
              </div>
            </div>
          </Col>
        </Row>
      </Container>
    </section>
  );
}
