import Container from 'react-bootstrap/Container';
import { FiAlertTriangle, FiWifiOff } from 'react-icons/fi';
import { LinkButton } from '../../components/LinkButton.tsx';
import { retryFailedChunks } from '../../lib/chunk-load.ts';
import { failureSentence } from './failure-sentence.ts';

interface PageFailureProps {
  error: unknown;
  /** Renders the page again; the code that failed to load is fetched anew first. */
  onRetry: () => void;
}

/** Shown in a layout's place for its page when that page failed to load or to render. */
export function PageFailure({ error, onRetry }: PageFailureProps) {
  // The server has no navigator; a page it renders as failed was not for want of a network.
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const Icon = online ? FiAlertTriangle : FiWifiOff;
  return (
    <Container className="error-page page-failure text-center">
      <Icon className="page-failure-icon" aria-hidden="true" />
      <h1 className="error-title">This page could not be shown</h1>
      <p className="error-text" role="alert">
        {failureSentence(error, online)}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            retryFailedChunks();
            onRetry();
          }}
        >
          Retry
        </button>
        <LinkButton to="/" variant="outline-primary">
          Back To Home
        </LinkButton>
      </div>
    </Container>
  );
}
