import { z } from 'zod';
import type { Checkout, ProviderEvent, SignedEvent } from './payment-provider.ts';

/** An id of the provider's as Keyturn stores it (`varchar(255)`). */
const providerId = z.string().min(1).max(255);

/** What Keyturn reads of a completed session (`CheckoutOutcomes.paid`), and nothing more. */
const paidSession = z.object({
  id: providerId,
  payment_status: z.string(),
  payment_intent: z.union([providerId, z.object({ id: providerId }), z.null()]),
  amount_total: z.number().int().positive().nullable(),
});

const eventOf = <T extends string, O extends z.ZodType>(type: T, object: O) =>
  z.object({ id: providerId, type: z.literal(type), data: z.object({ object }) });

/** The events Keyturn applies, each with what it reads of them (decision 051). */
const appliedEvent = z.discriminatedUnion('type', [
  eventOf('checkout.session.completed', paidSession),
  eventOf('checkout.session.expired', z.object({ id: providerId })),
]);
type StripeEvent = z.infer<typeof appliedEvent>;

const APPLIED_TYPES: ReadonlySet<string> = new Set(
  appliedEvent.options.map((option) => option.shape.type.value),
);

/** How much of an id or a type a log line repeats: the provider's are far shorter. */
const NAME_LOGGED_MAX = 255;

/** A signed body, read: an event to apply, one of no interest, or one that cannot be used. */
export type ReadEvent = Exclude<SignedEvent, { kind: 'forged' }>;

/** The event's id and type, where the body has them as text, to name it in the log. */
function namesOf(body: unknown): { id?: string; type?: string } {
  const { id, type } = (typeof body === 'object' && body !== null ? body : {}) as {
    id?: unknown;
    type?: unknown;
  };
  const text = (value: unknown) =>
    typeof value === 'string' ? value.slice(0, NAME_LOGGED_MAX) : undefined;
  return { id: text(id), type: text(type) };
}

/** Where the event is wrong and how, never the values it holds (a customer's email, say). */
function problemOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`)
    .join('; ');
}

function parsedJson(payload: Buffer): { body: unknown } | undefined {
  try {
    return { body: JSON.parse(payload.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}

/** A session as the app reads a checkout: from an event, or as the SDK answers it. */
export function checkoutOf(
  session: z.infer<typeof paidSession>,
  status: Checkout['status'],
): Checkout {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status,
    paid: session.payment_status === 'paid',
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: session.amount_total,
  };
}

function appEvent(event: StripeEvent): ProviderEvent {
  const { id, type } = event;
  return event.type === 'checkout.session.completed'
    ? {
        id,
        type,
        happened: 'checkout-completed',
        checkout: checkoutOf(event.data.object, 'complete'),
      }
    : { id, type, happened: 'checkout-expired', checkoutId: event.data.object.id };
}

/**
 * Reads a body whose signature was checked as Stripe's event. Any shape comes out as one
 * of three answers, never as an exception: the webhook must answer every signed body, and a
 * field missing or of another type is the body's fault, not the server's.
 */
export function readEvent(payload: Buffer): ReadEvent {
  const parsed = parsedJson(payload);
  if (!parsed) return { kind: 'unreadable', problem: 'the body is not JSON' };
  const names = namesOf(parsed.body);
  if (!names.id || !names.type) {
    return { kind: 'unreadable', ...names, problem: 'the event has no id or no type' };
  }
  if (!APPLIED_TYPES.has(names.type)) return { kind: 'ignored', id: names.id, type: names.type };
  const event = appliedEvent.safeParse(parsed.body);
  return event.success
    ? { kind: 'applied', event: appEvent(event.data) }
    : { kind: 'unreadable', ...names, problem: problemOf(event.error) };
}
