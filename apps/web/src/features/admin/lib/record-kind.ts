import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One kind of admin record (a user, a vehicle…): how its page loads it and its Delete removes it. */
export interface RecordKind<T> {
  /** The record's kind in words ("user"), for the loading, failure and confirmation texts. */
  thing: string;
  /** The page's title when the record cannot be loaded. */
  title: string;
  /** The route parameter holding the record's id. */
  param: string;
  /** Its list: the page's way back, and where the administrator lands once it is deleted. */
  back: { to: string; label: string };
  keys: { all: QueryKey; detail(id: number): QueryKey };
  /** Other views a change of such a record alters (the search's prices, for a rate period). */
  alsoRefresh: readonly QueryKey[];
  fetch(id: number): Promise<T>;
  remove(id: number): Promise<{ message: string }>;
  /**
   * What a delete says when it is done, or how it reads the server's answer where the server
   * decides what a delete does (an extra already booked is only deactivated).
   */
  deleted: string | ((answer: { message: string }) => string);
  /** What a delete says when it is refused. */
  deleteFailed: string;
}

type RecordKindSpec<T> = Pick<RecordKind<T>, 'thing' | 'keys' | 'fetch' | 'remove'> &
  Partial<Pick<RecordKind<T>, 'title' | 'param' | 'alsoRefresh' | 'deleted' | 'deleteFailed'>> & {
    /** The list's address. */
    list?: string;
  };

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A kind of record, its words taken from `thing` where a spec leaves them out: its route names
 * its id `{thing}Id`, its list is /admin/{thing}s, and its title and delete texts say its name.
 * A thing of two words ("rate period") names its list and its route's id itself.
 */
export function recordKind<T>({
  thing,
  list = `/admin/${thing}s`,
  param = `${thing}Id`,
  alsoRefresh = [],
  title = capitalized(thing),
  deleted = `${title} deleted successfully.`,
  deleteFailed = `There was an error deleting the ${thing}.`,
  ...load
}: RecordKindSpec<T>): RecordKind<T> {
  return {
    thing,
    title,
    param,
    alsoRefresh,
    back: { to: list, label: `Back to ${thing}s` },
    deleted,
    deleteFailed,
    ...load,
  };
}

/** A delete's words where the server decides what it did: its answer's sentence. */
export const asServerSays = (answer: { message: string }) => answer.message;

/**
 * Refreshes every view of a kind of record after a change, and the views the change alters.
 * The kind's own lists are fetched again even while no page shows them: the administrator is
 * about to land on one, which must not show the record as it was (an extra still "Active").
 */
export function refreshViewsOf(
  queryClient: QueryClient,
  { keys, alsoRefresh }: Pick<RecordKind<unknown>, 'keys' | 'alsoRefresh'>,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.all, refetchType: 'all' }),
    ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
