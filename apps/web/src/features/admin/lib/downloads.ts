import { apiRequest } from '../../../lib/api.ts';
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

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
