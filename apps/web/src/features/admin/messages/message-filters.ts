import { searchWords, type FilterSpec } from '../lib/list-filters.ts';

/** The inbox's filter: words of the sender, the subject or the message. */
export const MESSAGE_FILTERS: FilterSpec<'search'> = { readers: { search: searchWords } };
