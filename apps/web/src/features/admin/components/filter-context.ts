import { createContext, useContext } from 'react';

/** The filters of the bar a field is in: their values as the address holds them, and the change. */
export interface FilterScope {
  /** Prefix of the fields' ids ('filter-users'). */
  idPrefix: string;
  filters: Partial<Record<string, string>>;
  onChange: (change: Partial<Record<string, string>>) => void;
}

export const FilterContext = createContext<FilterScope | null>(null);

/** A field's id, value ('' when unset) and setter, by the filter's name. */
export function useFilter(name: string) {
  const scope = useContext(FilterContext);
  if (!scope) throw new Error(`the filter field "${name}" is outside a FilterBar`);
  return {
    id: `${scope.idPrefix}-${name}`,
    value: scope.filters[name] ?? '',
    onChange: (value: string) => scope.onChange({ [name]: value }),
  };
}
