import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import BootstrapSpinner from 'react-bootstrap/Spinner';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
  children: ReactNode;
}

/** A submit button that is disabled and shows a spinner while its form is being sent. */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={disabled || pending} aria-busy={pending}>
      {pending && (
        <BootstrapSpinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}
