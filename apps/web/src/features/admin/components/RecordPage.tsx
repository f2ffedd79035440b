import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner.tsx';
import { useRouteId } from '../lib/route-id.ts';
import { AdminPageHeader } from './AdminPageHeader.tsx';
import { LoadFailure } from './LoadFailure.tsx';

interface RecordPageProps<T> {
  /** The route parameter holding the record's id. */
  param: string;
  /** The page title shown when the record cannot be loaded. */
  title: string;
  /** The record's kind, in words ("user"), for the failure and loading texts. */
  thing: string;
  back: { to: string; label: string };
  queryKey(id: number): QueryKey;
  fetch(id: number): Promise<T>;
  children(record: T): ReactNode;
}

/** Loads the record named by the route, then shows it; a bad id or a failed load says so. */
export function RecordPage<T>({
  param,
  title,
  thing,
  back,
  queryKey,
  fetch,
  children,
}: RecordPageProps<T>) {
  const id = useRouteId(param);
  const { data, isPending, isError, error } = useQuery({
    queryKey: queryKey(id),
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
  if (isPending) return <Spinner label={`Loading the ${thing}…`} />;
  return children(data);
}
