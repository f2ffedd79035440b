import { errorMessage } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The spec's error toast, with the server's reason underneath when it refused the request
 * (say, a vehicle that reservations still refer to), so the administrator knows what to fix.
 */
export function toastFailure(title: string, error: unknown): void {
  console.error(title, error);
  const reason = errorMessage(error, '');
  toast(title, 'error', reason && reason !== title ? reason : undefined);
}
