import type { ComponentProps } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { searchAddress, type SearchState } from './search-params.ts';

interface SearchPagerProps {
  page: ComponentProps<typeof Pager>['page'];
  state: SearchState;
  go: (next: SearchState) => void;
  /** Names the pager for screen readers ("Vehicle pages"). */
  label: string;
}

/** The pages of a vehicle list kept in the address: each is a link, and a new one starts at the top. */
export function SearchPager({ page, state, go, label }: SearchPagerProps) {
  return (
    <Pager
      page={page}
      onPageChange={(next) => {
        go({ ...state, page: next });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
      hrefOf={(target) => searchAddress({ ...state, page: target })}
      label={label}
    />
  );
}
