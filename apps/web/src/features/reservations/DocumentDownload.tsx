import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { saveFile } from '../../lib/save-file.ts';
import { toastError } from '../../lib/toast.ts';

interface DocumentDownloadProps {
  /** The button's words, e.g. "Download receipt (PDF)". */
  label: string;
  /** What the failure toast names: "The receipt". */
  what: string;
  filename: string;
  fetchDocument: () => Promise<Blob>;
  variant?: 'outline-secondary' | 'link';
}

/** A money document of the booking (its receipt, a credit note) fetched and saved as a file. */
export function DocumentDownload({
  label,
  what,
  filename,
  fetchDocument,
  variant = 'outline-secondary',
}: DocumentDownloadProps) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await fetchDocument(), filename);
    } catch (error) {
      console.error(`${what} could not be downloaded`, error);
      void toastError(`${what} could not be downloaded. Please try again.`);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={variant}
      size="sm"
      className={variant === 'link' ? 'p-0 align-baseline' : undefined}
      disabled={pending}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
