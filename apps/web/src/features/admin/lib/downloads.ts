import { apiRequest } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';

export interface Report {
  /** The export's path under /excel/download/. */
  path: 'users' | 'cars' | 'reservations' | 'revenue' | 'utilisation';
  /** The report's range of days, for those that cover one (MM/DD/YYYY, both included). */
  query?: { from: string; to: string };
  fileName: string;
  success: string;
  failure: string;
}

const GENERIC = {
  success: 'Your download will start soon',
  failure: 'There was an error while downloading',
};

export const REPORTS = {
  users: { path: 'users', fileName: 'users.xlsx', ...GENERIC },
  reservations: { path: 'reservations', fileName: 'reservations.xlsx', ...GENERIC },
  vehicles: {
    path: 'cars',
    fileName: 'vehicles.xlsx',
    success: 'Vehicle data downloaded successfully!',
    failure: 'There was an error while downloading vehicle data!',
  },
} as const satisfies Record<string, Report>;

/** MM/DD/YYYY as a file name holds it: 2031-06-10. */
const fileDay = (day: string) => `${day.slice(6)}-${day.slice(0, 2)}-${day.slice(3, 5)}`;

/** The revenue or utilisation sheets of a range of days, named as the server names them. */
export function rangeReport(
  path: 'revenue' | 'utilisation',
  range: { from: string; to: string },
): Report {
  return {
    path,
    query: { from: range.from, to: range.to },
    fileName: `${path}-${fileDay(range.from)}-to-${fileDay(range.to)}.xlsx`,
    ...GENERIC,
  };
}

/** Fetches a spreadsheet export with the bearer token (a plain link could not send it). */
export async function downloadReport(report: Report): Promise<void> {
  try {
    const blob = await apiRequest<Blob>(`/excel/download/${report.path}`, {
      responseType: 'blob',
      query: report.query,
    });
    saveFile(blob, report.fileName);
    void toastSuccess(report.success);
  } catch (error) {
    console.error('The download failed', error);
    void toastError(report.failure);
  }
}
