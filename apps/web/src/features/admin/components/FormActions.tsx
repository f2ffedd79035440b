import type { ReactNode } from 'react';

/** The row of buttons under an admin form: secondary ones left, the main one right. */
export function FormActions({ start, end }: { start?: ReactNode; end?: ReactNode }) {
  return (
    <div className="admin-form-actions">
      <div className="d-flex flex-wrap gap-2">{start}</div>
      <div className="d-flex flex-wrap gap-2 justify-content-end">{end}</div>
    </div>
  );
}
