/** The login and register pages' query parameter: where to go once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

const HOME = '/';
/** The sign-in pages (a loop), and the forbidden page (a dead end once signed in). */
const NOT_A_DESTINATION = /^\/(auth|login|register|forbidden)(\/|$)/;
const SITE = 'https://keyturn.invalid';

/**
 * A place in this site to return to after signing in, or home. Only a path of this site is
 * taken: '//evil.example', 'https://…' or '/\evil.example' would send the user to another site
 * (an open redirect). Nor the sign-in pages or the forbidden page, which would lead nowhere.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || /[\\\p{Cc}]/u.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return HOME;
  }
  if (url.origin !== SITE || NOT_A_DESTINATION.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path a sign-in page was given in its query. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/** The login or register page, set to come back to `returnTo` (a path with its query). */
export function signInPath(page: 'login' | 'register', returnTo: string): string {
  const target = safeReturnPath(returnTo);
  if (target === HOME) return `/auth/${page}`;
  return `/auth/${page}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}
