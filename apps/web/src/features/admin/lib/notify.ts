import { ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The spec's error toast, with the server's sentence underneath whenever it sent one: why it
 * refused the request (say, a vehicle that reservations still refer to), or, for a 5xx it chose
 * to answer, what happens next (a refund to the card the payment service has not confirmed:
 * decision 057). A gateway's page or a lost connection carries none, and shows the title alone.
 * In the office it stays until it is closed (the layout's keepFailuresUntilClosed).
 */
export function toastFailure(title: string, error: unknown): void {
  console.error(title, error);
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  toast(title, 'error', reason && reason !== title ? reason : undefined);
}
