import { useLocation, useNavigate, useRouteError } from 'react-router';
import { PageFailure } from './PageFailure.tsx';

/**
 * A route's error element: a page whose code or data failed to load, or that failed to render,
 * shows this in its layout. Retry goes to the same place again, which starts the route afresh.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const retry = () => void navigate(location, { replace: true, state: location.state as unknown });
  return <PageFailure error={error} onRetry={retry} />;
}
