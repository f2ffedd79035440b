import type { ZoneOffsetSpan } from '@keyturn/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser beside its HTML, so that the first render
 * there matches it: the API answers the page was rendered with, and the router's state.
 */
export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
  /** The company's zone and its offsets over the next hours (lib/handed-zone-offsets.ts). */
  zone?: { timeZone: string; offsets: ZoneOffsetSpan[] };
}

/** A JSON script element (data, not code: the Content Security Policy allows it). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

let read: ServerState | null | undefined;

/**
 * The state of the page the server rendered; null when the browser renders it alone, and on the
 * server, which renders the page without a document.
 */
export function serverState(): ServerState | null {
  if (read === undefined) {
    if (typeof document === 'undefined') return null;
    const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
    read = text ? (JSON.parse(text) as ServerState) : null;
  }
  return read;
}
