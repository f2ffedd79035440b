import { z } from 'zod';
import { ROLES } from './enums.ts';
import { USER_PAGE_DEFAULTS } from './list-defaults.ts';
import { pageQuerySchema } from './paging.ts';
import { searchWordsField } from './search-words.ts';

/**
 * The office's user list, optionally narrowed to the users whose name or email holds every
 * word of `search`, and to staff or customers (the customer picker of a booking made for a
 * customer). An account with both roles is staff: the office does not book for it.
 */
export const userPageQuerySchema = pageQuerySchema(USER_PAGE_DEFAULTS).extend({
  search: searchWordsField(
    'Search',
    'Words that each appear in the first name, last name or email',
  ),
  role: z.enum(ROLES, { error: 'Role must be Customer or Administrator' }).optional().meta({
    description:
      'Administrator: accounts with that role (staff); Customer: the others, for whom the office books',
  }),
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
