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
  /** Stays until its close button is pressed (keepFailuresUntilClosed); else fades. */
  stays?: boolean;
}

export const TOAST_DURATION_MS = 4000;
/** Older toasts give way beyond this many, so a burst of failures cannot cover the page. */
const MAX_SHOWN = 3;

let shown: readonly Toast[] = [];
let lastId = 0;
/** How many parts of the app on screen keep failures until they are closed. */
let failuresKept = 0;
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

/**
 * While called (the office's layout, from its start until its undo runs), a failure or a
 * warning stays on screen until the person closes it: a refusal at the desk is read, perhaps
 * to the customer, not missed while looking up. Elsewhere toasts still fade.
 */
export function keepFailuresUntilClosed(): () => void {
  failuresKept += 1;
  return () => {
    failuresKept -= 1;
  };
}

/**
 * Shows a toast for 4 seconds (a failure or a warning in the office until it is closed:
 * keepFailuresUntilClosed); the default icon is info.
 */
export function toast(title: string, icon: ToastIcon = 'info', text?: string): void {
  lastId += 1;
  const id = lastId;
  const stays = failuresKept > 0 && (icon === 'error' || icon === 'warning');
  publish([...shown.slice(1 - MAX_SHOWN), { id, icon, title, text, stays }]);
  if (!stays) setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const toastSuccess = (title: string) => toast(title, 'success');
export const toastError = (title: string) => toast(title, 'error');
