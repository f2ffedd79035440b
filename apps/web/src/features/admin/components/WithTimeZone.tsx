import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Spinner } from '../../../components/Spinner.tsx';
import { useCompanySettings } from '../../../lib/company-settings.ts';

interface WithTimeZoneProps {
  /** What the spinner says while the settings load ("Loading the reservation…"). */
  loading: string;
  children(timeZone: string): ReactNode;
}

/**
 * A form whose rules or defaults read the company's wall clock (a time rule, a return time
 * of now) waits for the zone the server keeps it in, rather than guess the browser's.
 */
export function WithTimeZone({ loading, children }: WithTimeZoneProps) {
  const settings = useCompanySettings();
  if (settings.isError) {
    return (
      <Alert variant="warning">The company's settings could not be loaded. Please retry.</Alert>
    );
  }
  if (!settings.data) return <Spinner label={loading} />;
  return children(settings.data.timeZone);
}
