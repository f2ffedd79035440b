import Alert from 'react-bootstrap/Alert';
import { ApiError } from '../../../lib/api.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { listAddress } from '../lib/list-addresses.ts';

interface LoadFailureProps {
  error: unknown;
  thing: string;
  back: { to: string; label: string };
}

/** A record that could not be loaded: unknown (404) or unreachable. */
export function LoadFailure({ error, thing, back }: LoadFailureProps) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert variant={missing ? 'warning' : 'danger'} className="admin-alert">
      <p className="mb-3">
        {missing
          ? `This ${thing} does not exist (any more).`
          : `The ${thing} could not be loaded. Please try again later.`}
      </p>
      <LinkButton to={listAddress(back.to)} variant="outline-primary" size="sm">
        {back.label}
      </LinkButton>
    </Alert>
  );
}
