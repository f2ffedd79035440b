import { useSyncExternalStore, type CSSProperties } from 'react';
import type { IconType } from 'react-icons';
import { FiAlertCircle, FiAlertTriangle, FiCheckCircle, FiInfo, FiX } from 'react-icons/fi';
import { useToastsTop } from './toasts-below.ts';
import {
  dismissToast,
  shownToasts,
  subscribeToToasts,
  TOAST_DURATION_MS,
  type Toast,
  type ToastIcon,
} from '../lib/toast.ts';

const ICONS: Record<ToastIcon, IconType> = {
  success: FiCheckCircle,
  error: FiAlertCircle,
  warning: FiAlertTriangle,
  info: FiInfo,
};
const NONE: readonly Toast[] = [];

function ToastCard({ toast }: { toast: Toast }) {
  const Icon = ICONS[toast.icon];
  return (
    // A failure interrupts (alert); anything else waits for a pause in speech (status).
    <div
      className={`app-toast app-toast-${toast.icon}`}
      role={toast.icon === 'error' ? 'alert' : 'status'}
      style={{ '--toast-duration': `${TOAST_DURATION_MS}ms` } as CSSProperties}
    >
      <Icon className="app-toast-icon" aria-hidden="true" />
      <div className="app-toast-body">
        <p className="app-toast-title">{toast.title}</p>
        {toast.text && <p className="app-toast-text">{toast.text}</p>}
      </div>
      <button
        type="button"
        className="app-toast-close"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
      >
        <FiX aria-hidden="true" />
      </button>
      {!toast.stays && <span className="app-toast-timer" aria-hidden="true" />}
    </div>
  );
}

/**
 * The corner where toasts appear, below the layout's top bar (so never over the user menu);
 * outside the router, so a failed page cannot take it along. The server never draws it: put it
 * in a ClientOnly.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, shownToasts, () => NONE);
  const top = useToastsTop(toasts.length > 0);
  return (
    <div className="toast-stack" style={{ '--toasts-top': `${top}px` } as CSSProperties}>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
