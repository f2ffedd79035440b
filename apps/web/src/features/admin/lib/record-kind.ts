import type { QueryKey } from '@tanstack/react-query';

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
  fetch(id: number): Promise<T>;
  remove(id: number): Promise<unknown>;
  /** What a delete says when it is done, and when it is refused. */
  deleted: string;
  deleteFailed: string;
}

type RecordKindSpec<T> = Pick<RecordKind<T>, 'thing' | 'keys' | 'fetch' | 'remove'> &
  Partial<Pick<RecordKind<T>, 'title' | 'deleted' | 'deleteFailed'>> & {
    /** The list's address. */
    list?: string;
  };

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * A kind of record, its words taken from `thing` where a spec leaves them out: its route names
 * its id `{thing}Id`, its list is /admin/{thing}s, and its title and delete texts say its name.
 */
export function recordKind<T>({
  thing,
  list = `/admin/${thing}s`,
  title = capitalized(thing),
  deleted = `${title} deleted successfully.`,
  deleteFailed = `There was an error deleting the ${thing}.`,
  ...load
}: RecordKindSpec<T>): RecordKind<T> {
  return {
    thing,
    title,
    param: `${thing}Id`,
    back: { to: list, label: `Back to ${thing}s` },
    deleted,
    deleteFailed,
    ...load,
  };
}
