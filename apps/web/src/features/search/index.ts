export { FilteredList } from './FilteredList.tsx';
export { searchKeys } from './queries.ts';
export {
  CATALOGUE_DEFAULT_SORT,
  isFiltered,
  readSearch,
  toCatalogueQuery,
} from './search-params.ts';
export type { SearchFilters } from './search-params.ts';
export { useSearchState } from './use-search-state.ts';
export { SearchPager } from './SearchPager.tsx';
