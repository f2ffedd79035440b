import { ApiError } from '../../../lib/api.ts';
import { loadSwal } from '../../../lib/swal.ts';
import { TOAST_DURATION_MS } from '../../../lib/toast.ts';

/** The server's sentence for a refused request (4xx); anything else gets `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/**
 * The spec's error toast, with the server's reason underneath when it refused the request
 * (say, a vehicle that reservations still refer to), so the administrator knows what to fix.
 */
export async function toastFailure(title: string, error: unknown): Promise<void> {
  console.error(title, error);
  const reason = refusalMessage(error, '');
  const Swal = await loadSwal();
  void Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'error',
    title,
    text: reason && reason !== title ? reason : undefined,
    showConfirmButton: false,
    timer: TOAST_DURATION_MS,
    timerProgressBar: true,
  });
}
