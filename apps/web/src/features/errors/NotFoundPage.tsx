import { ErrorPage } from './ErrorPage.tsx';

export function NotFoundPage() {
  return (
    <ErrorPage code="404" title="Oops! Page Not Found">
      The page you are looking for might have been removed, had its name changed, or is temporarily
      unavailable. Please try again later.
    </ErrorPage>
  );
}
