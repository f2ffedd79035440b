import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { ClientOnly } from '../../components/ClientOnly.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { company } from '../../content/company.ts';
import { ContactForm } from './ContactForm.tsx';
import { ContactInfo } from './ContactInfo.tsx';

export const MAP_HEIGHT_PX = 500;

export function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" subtitle="We would love to hear from you." />
      <Container className="section">
        <Row className="g-4">
          <Col lg={7}>
            <Card className="form-card h-100">
              <Card.Body>
                <h2 className="h4 mb-3">Send us a message</h2>
                {/* A form works with the app only: it shows once the app has started. */}
                <ClientOnly
                  fallback={<Spinner label="Loading the form…" className="form-loading" />}
                >
                  <ContactForm />
                </ClientOnly>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={5}>
            <ContactInfo />
          </Col>
        </Row>
      </Container>
      <iframe
        className="contact-map"
        title={`Map of the ${company.name} office in ${company.city}`}
        src={company.mapEmbedUrl}
        width="100%"
        height={MAP_HEIGHT_PX}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </>
  );
}
