import { setTimeout as sleep } from 'node:timers/promises';
import { newId } from '../ids.ts';
import type { StripeEvent } from '../objects.ts';
import { signatureHeader } from './signature.ts';

export interface DeliveryAttempt {
  /** When it was sent, in milliseconds since the epoch (real time). */
  at: number;
  /** The answer's HTTP status, or null when none came (refused, timed out). */
  status: number | null;
  error: string | null;
}

/** One event sent to one URL, with each try. */
export interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  url: string;
  state: 'pending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
}

export interface WebhookEndpoint {
  url: string | null;
  secret: string;
}

/** A receiver that neither answers nor fails is given up on after this long, as Stripe does. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Sends events as Stripe does: a JSON POST signed with the endpoint's secret, retried after
 * each failure (any non-2xx answer or none) at the configured delays, with a fresh signature
 * each time. Every delivery is recorded for the tests to read.
 */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly stop = new AbortController();

  constructor(
    readonly endpoint: WebhookEndpoint,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  /**
   * Starts sending the event to each URL at once; `finished` resolves when these deliveries
   * have succeeded or used up their retries.
   */
  send(
    event: StripeEvent,
    urls: readonly string[],
    onSuccess?: () => void,
  ): { deliveries: Delivery[]; finished: Promise<void> } {
    const deliveries = urls.map((url): Delivery => ({
      id: newId('whd_'),
      eventId: event.id,
      eventType: event.type,
      url,
      state: 'pending',
      attempts: [],
    }));
    const runs = deliveries.map((delivery) => {
      this.deliveries.push(delivery);
      const run = this.run(delivery, event).then(() => {
        if (delivery.state === 'succeeded') onSuccess?.();
      });
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
      return run;
    });
    return { deliveries, finished: Promise.all(runs).then(() => undefined) };
  }

  /** Resolves once no delivery is pending (retries included). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Gives up the retries still waiting and waits for the tries under way. */
  async close(): Promise<void> {
    this.stop.abort();
    await this.settled();
  }

  private async run(delivery: Delivery, event: StripeEvent): Promise<void> {
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) {
        const waited = await sleep(this.retryDelaysMs[attempt - 1], true, {
          signal: this.stop.signal,
        }).catch(() => false);
        if (!waited) break;
      }
      if (await this.attempt(delivery, event)) {
        delivery.state = 'succeeded';
        return;
      }
    }
    delivery.state = 'failed';
  }

  private async attempt(delivery: Delivery, event: StripeEvent): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    const sentAt = Date.now();
    const record: DeliveryAttempt = { at: sentAt, status: null, error: null };
    delivery.attempts.push(record);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signatureHeader(
            payload,
            this.endpoint.secret,
            Math.floor(sentAt / 1000),
          ),
        },
        body: payload,
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer();
      record.status = response.status;
      return response.ok;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      return false;
    }
  }
}
