import type { SweetAlertOptions } from 'sweetalert2';
import { loadSwal } from '../lib/swal.ts';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmButtonText?: string;
  /** For a question whose own answer is "cancel" (a booking), so the two buttons differ. */
  cancelButtonText?: string;
}

/**
 * Someone who asked their system for less motion gets the dialog at once, without its zoom in
 * and out (WCAG 2.3.3); it also closes the moment it is answered, with no animation to wait for.
 */
function motionOptions(): Pick<SweetAlertOptions, 'showClass' | 'hideClass'> {
  if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) return {};
  return {
    showClass: { backdrop: 'swal2-backdrop-show swal2-noanimation', popup: '', icon: '' },
    hideClass: { backdrop: '', popup: '', icon: '' },
  };
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
    ...motionOptions(),
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
