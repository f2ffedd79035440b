import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface AttentionPanelProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** What the panel says when the list could not be loaded. */
  loadFailure: string;
  list: UseQueryResult<T[]>;
  /** The list's items, drawn once there are some. */
  children: (items: T[]) => ReactNode;
}

/**
 * A list on the dashboard that asks the office to act (trips overdue, pick-ups missed), with
 * its count. Nothing shows while there is nothing to act on, so the dashboard stays calm on a
 * good day; a list that could not be loaded says so.
 */
export function AttentionPanel<T>({
  id,
  title,
  loadFailure,
  list,
  children,
}: AttentionPanelProps<T>) {
  if (list.isError) {
    return (
      <section className="card-surface dashboard-panel" aria-labelledby={id}>
        <h2 id={id} className="h5">
          {title}
        </h2>
        <p className="text-secondary mb-0">{loadFailure}</p>
      </section>
    );
  }
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className="card-surface dashboard-panel dashboard-overdue" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title} <span className="badge text-bg-danger">{list.data.length}</span>
      </h2>
      <ul className="office-trips">{children(list.data)}</ul>
    </section>
  );
}
