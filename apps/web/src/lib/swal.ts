import { loadChunk } from './chunk-load.ts';

/**
 * SweetAlert2 (about 16 kB gzipped with its styles) draws the confirmation dialogs and is
 * loaded on first use: no page needs it to render, so it stays out of the first download.
 * Toasts do not use it (see toast.ts).
 */
export async function loadSwal() {
  const module = await loadChunk(() => import('sweetalert2'));
  return module.default;
}
