import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import BootstrapSpinner from 'react-bootstrap/Spinner';
import { BsDownload } from 'react-icons/bs';
import { downloadReport, type Report } from '../lib/downloads.ts';

/** Fetches one spreadsheet export; busy (and not clickable twice) while it comes. */
export function DownloadButton({ report, label }: { report: Report; label: string }) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadReport(report);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outline-primary"
      onClick={() => void download()}
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? (
        <BootstrapSpinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <BsDownload aria-hidden="true" className="me-2" />
      )}
      {label}
    </Button>
  );
}
