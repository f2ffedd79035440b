/**
 * A route's `handle` when the server renders the page to HTML (entry-server.tsx): public
 * pages that look the same for every visitor. Pages behind a login, and forms that depend on
 * it, are rendered by the browser only.
 */
export const serverRendered = { serverRendered: true } as const;

export function isServerRendered(handle: unknown): boolean {
  return (handle as Partial<typeof serverRendered> | undefined)?.serverRendered === true;
}
