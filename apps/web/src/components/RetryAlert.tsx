import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

interface RetryAlertProps {
  variant: 'danger' | 'warning';
  /** In small print, as beside a page's main content. */
  small?: boolean;
  onRetry: () => void;
  /** What could not be loaded. */
  children: ReactNode;
}

/** A load that failed, said in a sentence, with a Try again that asks once more. */
export function RetryAlert({ variant, small = false, onRetry, children }: RetryAlertProps) {
  return (
    <Alert variant={variant} className={small ? 'small' : undefined}>
      {children}{' '}
      <Button
        variant="link"
        size={small ? 'sm' : undefined}
        className="p-0 align-baseline"
        onClick={onRetry}
      >
        Try again
      </Button>
    </Alert>
  );
}
