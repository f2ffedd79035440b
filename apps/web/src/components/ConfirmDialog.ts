import { loadSwal } from '../lib/swal.ts';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmButtonText?: string;
  /** For a question whose own answer is "cancel" (a booking), so the two buttons differ. */
  cancelButtonText?: string;
}

/** The spec's confirmation: a question icon with a cancel button; resolves true only on confirm. */
export async function confirmDialog({
  title,
  text,
  confirmButtonText = 'Yes',
  cancelButtonText = 'Cancel',
}: ConfirmOptions): Promise<boolean> {
  let Swal;
  try {
    Swal = await loadSwal();
  } catch {
    // Offline, or the server is down: the browser's own dialog still asks.
    return window.confirm(`${title}\n\n${text}`);
  }
  const result = await Swal.fire({
    title,
    text,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText,
    reverseButtons: true,
    focusCancel: true,
    customClass: { confirmButton: 'btn btn-primary', cancelButton: 'btn btn-outline-secondary' },
    buttonsStyling: false,
  });
  return result.isConfirmed;
}

/** The spec's delete confirmation, for any kind of record. */
export function confirmDelete(thing: string): Promise<boolean> {
  return confirmDialog({
    title: `Are you sure you want to delete this ${thing}?`,
    text: "You won't be able to revert this action!",
    confirmButtonText: 'Delete',
  });
}
