import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner.tsx';
import type { RecordKind } from '../lib/record-kind.ts';
import { useRouteId } from '../lib/route-id.ts';
import { AdminPageHeader, AdminTabTitle } from './AdminPageHeader.tsx';
import { LoadFailure } from './LoadFailure.tsx';

interface RecordPageProps<T> {
  kind: RecordKind<T>;
  children(record: T): ReactNode;
}

/** Loads the record named by the route, then shows it; a bad id or a failed load says so. */
export function RecordPage<T>({ kind, children }: RecordPageProps<T>) {
  const { param, title, thing, back, keys, fetch } = kind;
  const id = useRouteId(param);
  const { data, isPending, isError, error } = useQuery({
    queryKey: keys.detail(id),
    queryFn: () => fetch(id),
    enabled: Number.isInteger(id),
  });

  if (!Number.isInteger(id) || isError) {
    return (
      <>
        <AdminPageHeader title={title} back={back} />
        <LoadFailure error={error} thing={thing} back={back} />
      </>
    );
  }
  if (isPending) {
    return (
      <>
        <AdminTabTitle title={`${thing.charAt(0).toUpperCase()}${thing.slice(1)} #${id}`} />
        <Spinner label={`Loading the ${thing}…`} />
      </>
    );
  }
  return children(data);
}
