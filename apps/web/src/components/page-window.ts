/** The page numbers (0-based) a pager shows: up to `width` of them, centred on the current page. */
export function pageWindow(page: number, totalPages: number, width = 5): number[] {
  const count = Math.min(width, totalPages);
  const start = Math.min(Math.max(0, page - Math.floor(count / 2)), totalPages - count);
  return Array.from({ length: count }, (_, index) => start + index);
}
