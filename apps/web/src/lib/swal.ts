/**
 * SweetAlert2 (about 16 kB gzipped with its styles) is loaded on first use: no page needs it
 * to render, so it stays out of the first download.
 */
export async function loadSwal() {
  const module = await import('sweetalert2');
  return module.default;
}
