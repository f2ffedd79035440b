import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { IconType } from 'react-icons';

/** A standing note above an admin form, such as why it cannot be changed. */
export function AdminNotice({ icon: Icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <Alert variant="info" className="admin-alert d-flex align-items-center gap-2">
      <Icon aria-hidden="true" className="flex-shrink-0" />
      {children}
    </Alert>
  );
}
