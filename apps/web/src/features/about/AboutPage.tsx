import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Paragraphs } from '../../components/Paragraphs.tsx';
import { aboutPage, team } from '../../content/about.ts';
import { company } from '../../content/company.ts';
import { AboutPhoto } from './AboutPhoto.tsx';

export function AboutPage() {
  return (
    <>
      <PageHeader
        title="About Us"
        subtitle={`Established in ${company.city} in ${company.established}.`}
      />
      <Container className="section">
        <Row className="g-5 align-items-center">
          <Col lg={6}>
            <h2 className="section-title">{aboutPage.title}</h2>
            <Paragraphs paragraphs={aboutPage.paragraphs} />
          </Col>
          <Col lg={6}>
            <AboutPhoto
              alt="The Keyturn team handing over keys to a customer"
              className="img-fluid rounded-4 shadow about-image"
            />
          </Col>
        </Row>
      </Container>
      <section className="section section-muted" aria-labelledby="team-title">
        <Container>
          <h2 id="team-title" className="section-title text-center">
            {aboutPage.teamTitle}
          </h2>
          <Row xs={1} md={3} className="g-4 mt-2">
            {team.map((member) => (
              <Col key={member.name}>
                <Card className="team-card h-100 text-center">
                  <img
                    src={member.image}
                    alt={`Portrait of ${member.name}`}
                    width={400}
                    height={400}
                    loading="lazy"
                    className="team-photo"
                  />
                  <Card.Body>
                    <h3 className="h5 mb-1">{member.name}</h3>
                    <p className="team-role">{member.title}</p>
                    <p className="mb-0 text-secondary">{member.description}</p>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </Container>
      </section>
    </>
  );
}
