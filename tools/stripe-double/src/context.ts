import type { Clock } from './clock.ts';
import type { Store } from './store.ts';
import type { Events } from './webhooks/events.ts';

/** What every part of the double works with. */
export interface Context {
  store: Store;
  clock: Clock;
  events: Events;
  /** The address of a Checkout Session's hosted page. */
  pageUrl(sessionId: string): string;
}
