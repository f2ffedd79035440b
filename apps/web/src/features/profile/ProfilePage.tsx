import { BUILT_IN_USER_MESSAGE } from '@keyturn/shared';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useAuth } from '../auth/index.ts';
import { AvatarCard } from './AvatarCard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SessionsSection } from './SessionsSection.tsx';

export function ProfilePage() {
  const { user } = useAuth();
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHeader title="My Profile" subtitle="Keep your details up to date for smooth pick-ups." />
      <Container className="section">
        {user.builtIn && (
          <Alert variant="info" className="mb-4">
            {BUILT_IN_USER_MESSAGE}
          </Alert>
        )}
        <Row className="g-4">
          <Col lg={4}>
            <AvatarCard user={user} />
          </Col>
          <Col lg={8}>
            <Card className="form-card mb-4">
              <Card.Body>
                <h2 className="h5 mb-3">Profile</h2>
                <ProfileForm key={`${user.id}-${user.email}`} user={user} />
              </Card.Body>
            </Card>
            <Card className="form-card mb-4">
              <Card.Body>
                <h2 className="h5 mb-3">Password</h2>
                <PasswordForm user={user} />
              </Card.Body>
            </Card>
            <Card className="form-card">
              <Card.Body>
                <SessionsSection />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </Container>
    </>
  );
}
