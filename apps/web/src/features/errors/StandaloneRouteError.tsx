import Container from 'react-bootstrap/Container';
import { Logo } from '../../components/Logo.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * The error element for a layout that itself failed (or the admin area, whose layout comes
 * with its code): the brand's bar above the failure, with nothing that could fail again.
 */
export function StandaloneRouteError() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="main-nav">
        <Container>
          <Logo light />
        </Container>
      </header>
      <main className="flex-grow-1">
        <RouteError />
      </main>
    </div>
  );
}
