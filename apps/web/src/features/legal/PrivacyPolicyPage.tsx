import Container from 'react-bootstrap/Container';
import { PageHeader } from '../../components/PageHeader.tsx';

/** A placeholder, as the spec asks, until the legal text is written. */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" />
      <Container className="section narrow">
        <p className="lead">Our privacy policy is being written and will be published here soon.</p>
        <p>
          Until then, know that we never store your card details: they are used only in your browser
          to confirm a booking.
        </p>
      </Container>
    </>
  );
}
