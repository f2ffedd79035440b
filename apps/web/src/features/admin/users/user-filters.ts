import { ROLES } from '@keyturn/shared';
import { oneOf, searchWords, type FilterSpec } from '../lib/list-filters.ts';

/** The user list's filters: words of the name or email, and staff or customers. */
export const USER_FILTERS: FilterSpec<'search' | 'role'> = {
  readers: { search: searchWords, role: oneOf(ROLES) },
};
