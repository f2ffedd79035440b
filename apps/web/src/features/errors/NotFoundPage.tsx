import { usePageStatus } from '../../lib/page-status.ts';
import { ErrorPage } from './ErrorPage.tsx';

/** The page for an address that is no page of the site, or names a record that does not exist. */
export function NotFoundPage() {
  usePageStatus(404);
  return (
    <ErrorPage code="404" title="Oops! Page Not Found">
      The page you are looking for might have been removed, had its name changed, or is temporarily
      unavailable. Please try again later.
    </ErrorPage>
  );
}
