import type { SweetAlertIcon } from 'sweetalert2';
import { loadSwal } from './swal.ts';

export const TOAST_DURATION_MS = 4000;

/** A corner toast (not awaited: callers go on while it shows); the default icon is info. */
export async function toast(title: string, icon: SweetAlertIcon = 'info'): Promise<void> {
  const Swal = await loadSwal();
  void Swal.fire({
    toast: true,
    position: 'top-end',
    icon,
    title,
    showConfirmButton: false,
    timer: TOAST_DURATION_MS,
    timerProgressBar: true,
  });
}

export const toastSuccess = (title: string) => toast(title, 'success');
export const toastError = (title: string) => toast(title, 'error');
