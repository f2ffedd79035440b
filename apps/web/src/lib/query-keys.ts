/**
 * The query keys of one kind of record, shared by every view that shows it (public pages and
 * the admin area alike): invalidating `all` after a change refreshes each of them, and a list
 * key holds its whole query so two sorts or pages never share an entry.
 */
export function queryKeys<const Scope extends string>(scope: Scope) {
  return {
    all: [scope] as const,
    lists: () => [scope, 'list'] as const,
    list: (params: object) => [scope, 'list', params] as const,
    detail: (id: number) => [scope, 'detail', id] as const,
    /** The size of the whole list (the dashboard's statistics). */
    count: () => [scope, 'count'] as const,
  };
}
