import type { ReactNode } from 'react';
import { BsPlusLg } from 'react-icons/bs';
import { LinkButton } from '../../../components/LinkButton.tsx';

/** A list page's main button: to the form that adds a record ("New Extra"). */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} variant="warning">
      <BsPlusLg aria-hidden="true" className="me-2" />
      {children}
    </LinkButton>
  );
}
