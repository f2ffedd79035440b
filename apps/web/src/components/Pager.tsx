import type { Page } from '@keyturn/shared';
import Pagination from 'react-bootstrap/Pagination';
import { pageWindow } from './page-window.ts';

interface PagerProps {
  /** The list's page as the API answered it; its number counts from zero. */
  page: Pick<Page<unknown>, 'number' | 'totalPages'>;
  onPageChange: (page: number) => void;
  label?: string;
}

/**
 * First / previous / numbers / next / last (react-bootstrap names the arrows for screen
 * readers); hidden when everything fits on one page.
 */
export function Pager({ page: shown, onPageChange, label = 'Pages' }: PagerProps) {
  const { number: page, totalPages } = shown;
  if (totalPages <= 1) return null;
  const last = totalPages - 1;
  const go = (target: number) => {
    if (target !== page && target >= 0 && target <= last) onPageChange(target);
  };

  return (
    <nav aria-label={label} className="d-flex justify-content-center mt-4">
      <Pagination className="pager mb-0">
        <Pagination.First disabled={page === 0} onClick={() => go(0)} />
        <Pagination.Prev disabled={page === 0} onClick={() => go(page - 1)} />
        {pageWindow(page, totalPages).map((number) => (
          <Pagination.Item key={number} active={number === page} onClick={() => go(number)}>
            {number + 1}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page === last} onClick={() => go(page + 1)} />
        <Pagination.Last disabled={page === last} onClick={() => go(last)} />
      </Pagination>
    </nav>
  );
}
