// Where each admin list was last seen: its page, size and sort. Cancel, Back and a delete
// return to the list there, not to its first page, so an administrator working down a long
// list keeps their place.
const lastSeen = new Map<string, string>();

export function rememberListAddress(pathname: string, search: string): void {
  lastSeen.set(pathname, search);
}

/** The list at `path` as the administrator last saw it (as it is, if never seen). */
export function listAddress(path: string): string {
  return path + (lastSeen.get(path) ?? '');
}
