import { isChunkLoadError } from '../../lib/chunk-load.ts';

export const OFFLINE_SENTENCE = 'You seem to be offline. Check your connection, then try again.';

/** Why a page could not be shown, in words a visitor can act on. */
export function failureSentence(error: unknown, online: boolean): string {
  if (!online) return OFFLINE_SENTENCE;
  if (isChunkLoadError(error) || error instanceof TypeError) {
    return 'We could not reach Keyturn just now. Please check your connection or try again in a moment.';
  }
  return 'Something went wrong while showing this page. Please try again; if it keeps happening, come back a little later.';
}

/**
 * A part of a page that could not load, said where it would have been: what it is, and when
 * the network is gone, that too ('The booking form could not be loaded. You seem to be
 * offline. …'). Its Try again follows.
 */
export function partFailureSentence(what: string): string {
  // The server has no navigator, and renders no part that failed for want of a network.
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return `${what} could not be loaded.${online ? '' : ` ${OFFLINE_SENTENCE}`}`;
}
