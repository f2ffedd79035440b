import type { ReactNode } from 'react';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useCompanySettings } from '../../lib/company-settings.ts';

interface InCompanyZoneProps {
  /** Shown while the company's settings load. */
  loading: ReactNode;
  children: (timeZone: string) => ReactNode;
}

/**
 * A search's part that reads times in the company's zone (the window form, a window's rules),
 * once the server has said which zone that is; a Try again when it could not be asked.
 */
export function InCompanyZone({ loading, children }: InCompanyZoneProps) {
  const settings = useCompanySettings();
  if (settings.data) return children(settings.data.timeZone);
  if (settings.isPending) return loading;
  return (
    <RetryAlert variant="danger" onRetry={() => void settings.refetch()}>
      The search could not be loaded.
    </RetryAlert>
  );
}
