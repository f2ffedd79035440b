import type { StripeDoubleControls } from './controls.ts';

/**
 * The controls of a double running elsewhere (another process), over its `/_double/` HTTP API.
 * `url` is the double's base URL, as `startStripeDouble` reports it.
 */
export function connectStripeDouble(url: string): StripeDoubleControls {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(path, url), {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok) {
      throw new Error(
        `Stripe double ${method} ${path}: ${response.status} ${answer.error?.message ?? ''}`,
      );
    }
    return answer;
  }
  const session = (id: string, action: string) =>
    `/_double/checkout/sessions/${encodeURIComponent(id)}/${action}`;
  return {
    state: () => call('GET', '/_double/state'),
    pay: (id) => call('POST', session(id, 'pay')),
    decline: (id) => call('POST', session(id, 'decline')),
    expire: (id) => call('POST', session(id, 'expire')),
    advanceClock: (seconds) => call('POST', '/_double/clock/advance', { seconds }),
    declineNextPayment: async (id, reason) => {
      await call('POST', `/_double/customers/${encodeURIComponent(id)}/decline-next`, { reason });
    },
    loseAnswers: async (route, lost) => {
      await call('POST', '/_double/lost-answers', { route, lost });
    },
    deliverEvent: (id, urls) =>
      call('POST', `/_double/events/${encodeURIComponent(id)}/deliver`, { urls }),
    setWebhook: async (endpoint) => {
      await call('POST', '/_double/webhook', endpoint);
    },
    waitForDeliveries: () => call('POST', '/_double/deliveries/wait'),
  };
}
