import { useParams } from 'react-router';

/** A positive whole number from the route (`/admin/users/42`), or NaN for anything else. */
export function useRouteId(name: string): number {
  const raw = useParams()[name];
  return raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : Number.NaN;
}
