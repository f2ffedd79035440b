import { LinkButton } from '../../components/LinkButton.tsx';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { whoWeAre } from '../../content/about.ts';
import { company } from '../../content/company.ts';
import { AboutPhoto } from '../about/index.ts';

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
            <Paragraphs paragraphs={whoWeAre.paragraphs} />
            <LinkButton to="/about" variant="primary">
              Read Our Story
            </LinkButton>
          </Col>
          <Col lg={6} className="order-lg-1">
            <div className="who-media">
              <AboutPhoto
                alt="A Keyturn car ready for pick-up in San Francisco"
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
