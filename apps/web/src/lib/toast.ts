/**
 * Corner toasts. They are drawn by the app's own small component (components/Toaster.tsx), in
 * the first download, because a toast is how most failures are reported: offline or with the
 * server down, a lazily loaded toast library could not arrive to say so.
 */
export type ToastIcon = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  icon: ToastIcon;
  title: string;
  /** A second line, e.g. the server's reason under the spec's sentence. */
  text?: string;
}

export const TOAST_DURATION_MS = 4000;
/** Older toasts give way beyond this many, so a burst of failures cannot cover the page. */
const MAX_SHOWN = 3;

let shown: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function shownToasts(): readonly Toast[] {
  return shown;
}

export function dismissToast(id: number): void {
  publish(shown.filter((toast) => toast.id !== id));
}

/** Shows a toast for 4 seconds; the default icon is info. */
export function toast(title: string, icon: ToastIcon = 'info', text?: string): void {
  lastId += 1;
  const id = lastId;
  publish([...shown.slice(1 - MAX_SHOWN), { id, icon, title, text }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const toastSuccess = (title: string) => toast(title, 'success');
export const toastError = (title: string) => toast(title, 'error');
