import type { Clock } from '../clock.ts';
import { newId } from '../ids.ts';
import type { EventObject, EventType, StripeEvent } from '../objects.ts';
import type { Store } from '../store.ts';
import type { Delivery, WebhookSender } from './sender.ts';

/** The API request that caused an event; both null for the hosted page and the clock. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

/** Makes events (a snapshot of the object as it is now), keeps them and sends them. */
export class Events {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly webhooks: WebhookSender,
    private readonly apiVersion: string,
  ) {}

  emit(type: EventType, object: EventObject, request: EventRequest): StripeEvent {
    const url = this.webhooks.endpoint.url;
    const event = this.store.events.add({
      id: newId('evt_'),
      object: 'event',
      api_version: this.apiVersion,
      created: this.clock.now(),
      livemode: false,
      pending_webhooks: url ? 1 : 0,
      request,
      type,
      data: { object: structuredClone(object) },
    });
    if (url) {
      this.webhooks.send(event, [url], () => {
        event.pending_webhooks = 0;
      });
    }
    return event;
  }

  /** Sends a stored event again, same id and body, to each URL at once; resolves when done. */
  async redeliver(eventId: string, urls: readonly string[]): Promise<Delivery[]> {
    const event = this.store.events.get(eventId);
    const { deliveries, finished } = this.webhooks.send(event, urls);
    await finished;
    return deliveries;
  }
}
