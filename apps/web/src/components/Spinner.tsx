import BootstrapSpinner from 'react-bootstrap/Spinner';

interface SpinnerProps {
  label?: string;
  className?: string;
}

/** A centred, announced loading indicator for a section or page. */
export function Spinner({ label = 'Loading…', className = 'py-5' }: SpinnerProps) {
  return (
    <div className={`d-flex justify-content-center ${className}`} role="status">
      <BootstrapSpinner animation="border" variant="warning" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
