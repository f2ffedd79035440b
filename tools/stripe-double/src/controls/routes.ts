import { ApiError, invalidRequest } from '../api/errors.ts';
import { json, type Answer } from '../http.ts';
import type { DeclineReason, StripeDoubleControls } from './controls.ts';

type Body = Record<string, unknown>;
type Control = (controls: StripeDoubleControls, id: string, body: Body) => Promise<unknown>;

const optional = <T>(
  body: Body,
  key: string,
  check: (value: unknown) => boolean,
): T | undefined => {
  const value = body[key];
  if (value === undefined) return undefined;
  if (!check(value)) throw invalidRequest(`Invalid ${key}.`, { param: key });
  return value as T;
};
const isString = (value: unknown) => typeof value === 'string';

/** The controls over HTTP, each a JSON POST (GET for the state) under `/_double/`. */
const CONTROLS: Record<string, Control> = {
  'GET /_double/state': (controls) => controls.state(),
  'POST /_double/checkout/sessions/:id/pay': (controls, id) => controls.pay(id),
  'POST /_double/checkout/sessions/:id/decline': (controls, id) => controls.decline(id),
  'POST /_double/checkout/sessions/:id/expire': (controls, id) => controls.expire(id),
  'POST /_double/clock/advance': (controls, _id, body) =>
    controls.advanceClock(optional<number>(body, 'seconds', Number.isInteger) ?? 0),
  'POST /_double/customers/:id/decline-next': async (controls, id, body) => {
    await controls.declineNextPayment(id, optional<DeclineReason>(body, 'reason', isString));
    return { ok: true };
  },
  'POST /_double/lost-answers': async (controls, _id, body) => {
    const route = optional<string>(body, 'route', isString);
    if (route === undefined) throw invalidRequest('route is required.', { param: 'route' });
    await controls.loseAnswers(
      route,
      optional<boolean>(body, 'lost', (lost) => typeof lost === 'boolean') ?? true,
    );
    return { ok: true };
  },
  'POST /_double/events/:id/deliver': (controls, id, body) =>
    controls.deliverEvent(
      id,
      optional<string[]>(body, 'urls', (urls) => Array.isArray(urls) && urls.every(isString)),
    ),
  'POST /_double/webhook': async (controls, _id, body) => {
    await controls.setWebhook({
      url: optional<string | null>(body, 'url', (url) => url === null || isString(url)),
      secret: optional<string>(body, 'secret', isString),
    });
    return { ok: true };
  },
  'POST /_double/deliveries/wait': (controls) => controls.waitForDeliveries(),
};

const ROUTES = Object.entries(CONTROLS).map(([key, control]) => {
  const [method = '', pattern = ''] = key.split(' ');
  return { method, path: new RegExp(`^${pattern.replace(':id', '([^/]+)')}$`), control };
});

/** Answers `/_double/…`; an error is `{error: {message}}` with Stripe's status for it. */
export async function answerControl(
  controls: StripeDoubleControls,
  method: string,
  pathname: string,
  body: string,
): Promise<Answer> {
  for (const route of ROUTES) {
    const match = route.method === method ? route.path.exec(pathname) : null;
    if (!match) continue;
    try {
      const parsed: unknown = body ? JSON.parse(body) : {};
      if (typeof parsed !== 'object' || parsed === null)
        throw invalidRequest('The body must be a JSON object.');
      return json(
        200,
        await route.control(controls, decodeURIComponent(match[1] ?? ''), parsed as Body),
      );
    } catch (error) {
      if (error instanceof SyntaxError) return json(400, { error: { message: error.message } });
      if (error instanceof ApiError) return json(error.status, { error: error.body });
      throw error;
    }
  }
  return json(404, {
    error: { message: `No control ${method} ${pathname}; see tools/stripe-double/README.md.` },
  });
}
