import { ErrorPage } from './ErrorPage.tsx';

export function ForbiddenPage() {
  return (
    <ErrorPage code="403" title="Oops! Forbidden Access!">
      You don&apos;t have permission to access this page. If you think otherwise, please contact the
      administrator.
    </ErrorPage>
  );
}
