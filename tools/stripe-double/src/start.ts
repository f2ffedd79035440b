import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiHandler } from './api/handler.ts';
import { Clock } from './clock.ts';
import type { Context } from './context.ts';
import type { StripeDoubleControls } from './controls/controls.ts';
import { localControls } from './controls/local.ts';
import { answerControl } from './controls/routes.ts';
import { json, readBody, send, type Answer } from './http.ts';
import { pageHandler } from './page/routes.ts';
import { Store } from './store.ts';
import { Events } from './webhooks/events.ts';
import { WebhookSender } from './webhooks/sender.ts';

/** The API version events carry: the one the `stripe` SDK of this repository pins. */
export const API_VERSION = '2026-10-28.endive';

export interface StripeDoubleOptions {
  /** The secret the webhooks are signed with (Keyturn's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where events are POSTed; without one they are kept (and readable) but not sent. */
  webhookUrl?: string;
  /** The only API key accepted (Keyturn's STRIPE_SECRET_KEY); default `sk_test_double`. */
  secretKey?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Waits before each retry of a failed delivery; default 0.5, 2, 5 and 15 seconds. */
  retryDelaysMs?: number[];
  /**
   * The double's clock: give the app's test clock, so that `created`, `expires_at` and expiry
   * agree with the app's times. Default: the real time.
   */
  now?: () => Date;
}

export interface StripeDouble extends StripeDoubleControls {
  /** The base URL, e.g. `http://127.0.0.1:40123`: Keyturn's STRIPE_API_URL. */
  url: string;
  secretKey: string;
  /** The `stripe` SDK's constructor options that send its requests here. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  /** Stops listening and sending (retries still waiting are dropped). */
  close(): Promise<void>;
}

/** Starts a Stripe double on 127.0.0.1; see README.md for what it answers. */
export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const secretKey = options.secretKey ?? 'sk_test_double';
  const store = new Store();
  const clock = new Clock(options.now ?? (() => new Date()));
  const webhooks = new WebhookSender(
    { url: options.webhookUrl ?? null, secret: options.webhookSecret },
    options.retryDelaysMs ?? [500, 2000, 5000, 15_000],
  );
  let base = '';
  const ctx: Context = {
    store,
    clock,
    events: new Events(store, clock, webhooks, API_VERSION),
    pageUrl: (sessionId) => `${base}/pay/${sessionId}`,
  };
  const controls = localControls(ctx, webhooks);
  const api = apiHandler(ctx, secretKey, API_VERSION);
  const page = pageHandler(ctx);

  /** The answer to send; null when it is to be lost (`loseAnswers`), the work done all the same. */
  async function answer(request: IncomingMessage): Promise<Answer | null> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', base);
    const body = await readBody(request);
    if (url.pathname.startsWith('/_double/')) {
      return answerControl(controls, method, url.pathname, body);
    }
    if (url.pathname.startsWith('/pay/')) {
      return page(method, url.pathname) ?? json(404, { error: { message: 'Not found' } });
    }
    const answered = api({ method, url, headers: request.headers, body });
    return store.lostAnswers.has(`${method} ${url.pathname}`) ? null : answered;
  }

  const server = createServer((request, response) => {
    answer(request)
      .catch((error: unknown) => {
        console.error('Stripe double: a request failed', error);
        return json(500, { error: { type: 'api_error', message: String(error) } });
      })
      .then(
        (result) => (result ? send(response, result) : response.destroy()),
        () => response.destroy(),
      );
  });
  await listen(server, options.port ?? 0);
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    ...controls,
    url: base,
    secretKey,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    async close() {
      await webhooks.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
