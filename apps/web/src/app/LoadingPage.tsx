import BootstrapSpinner from 'react-bootstrap/Spinner';

/** Shown at start while a stored login is checked, so no page flashes as logged out. */
export function LoadingPage() {
  return (
    <div className="loading-page" role="status">
      <p className="loading-brand" aria-hidden="true">
        Keyturn
      </p>
      <BootstrapSpinner animation="border" variant="warning" aria-hidden="true" />
      <span className="visually-hidden">Loading Keyturn…</span>
    </div>
  );
}
