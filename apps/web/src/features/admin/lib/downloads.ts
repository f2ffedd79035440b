import { apiRequest } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';

export interface Report {
  /** The export's path under /excel/download/. */
  path: 'users' | 'cars' | 'reservations';
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

/** Fetches a spreadsheet export with the bearer token (a plain link could not send it). */
export async function downloadReport(report: Report): Promise<void> {
  try {
    const blob = await apiRequest<Blob>(`/excel/download/${report.path}`, {
      responseType: 'blob',
    });
    saveFile(blob, report.fileName);
    void toastSuccess(report.success);
  } catch (error) {
    console.error('The download failed', error);
    void toastError(report.failure);
  }
}
