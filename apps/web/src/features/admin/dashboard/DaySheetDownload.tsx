import './day-sheet.scss';
import { dayInZone, daySheetFilename } from '@keyturn/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import BootstrapSpinner from 'react-bootstrap/Spinner';
import { BsPrinter } from 'react-icons/bs';
import { apiRequest } from '../../../lib/api.ts';
import { useCompanySettings } from '../../../lib/company-settings.ts';
import { isoDate, requestDateOfIso } from '../../../lib/iso-days.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toastError } from '../../../lib/toast.ts';

/** The day sheet of a company day (MM/DD/YYYY): its pick-ups and returns as a PDF to print. */
function fetchDaySheet(date: string): Promise<Blob> {
  return apiRequest('/reservations/admin/day-sheet', { responseType: 'blob', query: { date } });
}

/**
 * The printable day sheet (decision 074): today's unless another day is chosen. Downloaded as
 * the receipt is, with the bearer token a plain link could not send.
 */
export function DaySheetDownload() {
  const settings = useCompanySettings();
  // Empty: today, in the company's zone, whenever the button is pressed.
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState(false);
  const timeZone = settings.data?.timeZone;
  const today = timeZone ? isoDate(dayInZone(new Date(), 0, timeZone, 0)) : '';
  const day = requestDateOfIso(chosen || today);

  const download = async () => {
    if (!day) return;
    setPending(true);
    try {
      saveFile(await fetchDaySheet(day), daySheetFilename(day));
    } catch (error) {
      console.error('The day sheet could not be downloaded', error);
      void toastError('The day sheet could not be downloaded. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="day-sheet">
      <Form.Group controlId="day-sheet-day" className="day-sheet-day">
        <Form.Label className="visually-hidden">Day of the sheet</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={chosen || today}
          disabled={!timeZone}
          onChange={(event) => setChosen(event.target.value)}
        />
      </Form.Group>
      <Button
        variant="outline-primary"
        size="sm"
        disabled={!day || pending}
        aria-busy={pending}
        onClick={() => void download()}
      >
        {pending ? (
          <BootstrapSpinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <BsPrinter aria-hidden="true" className="me-2" />
        )}
        Print the day sheet
      </Button>
    </div>
  );
}
