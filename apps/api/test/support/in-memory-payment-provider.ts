import { createHmac } from 'node:crypto';
import type {
  CardPaymentRequest,
  Checkout,
  CheckoutRequest,
  OpenedCheckout,
  Payment,
  PaymentProvider,
  ProviderEvent,
  Refund,
  SignedEvent,
} from '../../src/modules/payments/online/payment-provider.ts';
import {
  ProviderFailure,
  type ProviderErrorLog,
} from '../../src/modules/payments/online/provider-failure.ts';

interface StoredPayment extends Payment {
  accountId: string;
  /** The idempotency key it was made with, kept with it as the provider keeps it. */
  key: string;
  metadata: Record<string, string>;
  refundedCents: number;
}

interface StoredCheckout extends Checkout {
  accountId: string;
  amountCents: number;
}

/** What the provider answered a key first: the same key gets it again. */
interface KeptAnswer {
  request: string;
  outcome: { value: unknown } | { error: ProviderFailure };
}

/** What the next call meets: its answer lost after it was carried out, or a failure before. */
type NextCall = 'lose-answer' | 'unreachable' | 'refused';

const SIGNING_SECRET = 'in-memory-webhook-secret';
const signatureOf = (payload: Buffer) =>
  createHmac('sha256', SIGNING_SECRET).update(payload).digest('hex');

const EVENTS: ReadonlySet<string> = new Set(['checkout-completed', 'checkout-expired']);

/**
 * The payment provider in memory, for the money rules' unit tests (decision 065): payments,
 * holds, refunds and checkouts in maps, idempotency keys honoured as the provider honours them
 * (the same key and request answer what the first call did, its failure included; the same key
 * with another request is refused), and controls for what goes wrong: a card declined, the next
 * call's answer lost after it was carried out, the next call failing, keys forgotten.
 */
export class InMemoryPaymentProvider implements PaymentProvider {
  readonly longestCallMs = 1_000;
  readonly payments = new Map<string, StoredPayment>();
  readonly refunds = new Map<string, Refund & { paymentId: string; amountCents: number }>();
  readonly checkouts = new Map<string, StoredCheckout>();
  /** Each call by its method's name, in order. */
  readonly calls: string[] = [];
  private readonly accounts = new Map<string, Set<string>>();
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly declined = new Map<string, string>();
  private nextCall: NextCall | undefined;
  private lastId = 0;

  // The controls.

  /** A customer's account with a card saved on it, as a paid checkout leaves them. */
  savedCard(): { accountId: string; cardId: string } {
    const accountId = this.newId('cus');
    const cardId = this.newId('pm');
    this.accounts.set(accountId, new Set([cardId]));
    return { accountId, cardId };
  }

  /** Every payment asked of the card from now on is declined, for the bank's reason. */
  declineCard(cardId: string, declineCode = 'insufficient_funds'): void {
    this.declined.set(cardId, declineCode);
  }

  /** The next call is carried out, and its answer lost on the way back. */
  loseNextAnswer(): void {
    this.nextCall = 'lose-answer';
  }

  /** The next call fails before anything is done: unreachable, or refused for good. */
  failNext(kind: 'unreachable' | 'refused' = 'unreachable'): void {
    this.nextCall = kind;
  }

  /** The provider no longer remembers the keys it was given (it keeps them 24 hours). */
  forgetKeys(): void {
    this.answers.clear();
  }

  /** The customer pays an open checkout with a new card, saved on their account. */
  payCheckout(checkoutId: string): { paymentId: string; cardId: string } {
    const checkout = this.storedCheckout(checkoutId);
    if (checkout.status !== 'open') throw new Error(`checkout ${checkoutId} is ${checkout.status}`);
    const cardId = this.newId('pm');
    this.accounts.get(checkout.accountId)?.add(cardId);
    const payment = this.store({
      id: this.newId('pi'),
      status: 'taken',
      amountCents: checkout.amountCents,
      takenCents: checkout.amountCents,
      cardId,
      accountId: checkout.accountId,
      key: this.newId('checkout-key'),
      metadata: {},
    });
    Object.assign(checkout, { status: 'complete', paid: true, paymentId: payment.id });
    return { paymentId: payment.id, cardId };
  }

  /** An event as the provider would post it to the webhook, signed. */
  signedEvent(event: ProviderEvent): { payload: Buffer; signature: string } {
    const payload = Buffer.from(JSON.stringify(event));
    return { payload, signature: signatureOf(payload) };
  }

  // The interface.

  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    return this.call('openCheckout', () => {
      const accountId = this.keyed(request.keys.account, request.customer, () => {
        const id = this.newId('cus');
        this.accounts.set(id, new Set());
        return id;
      });
      return this.keyed(request.keys.checkout, { ...request, keys: undefined }, () => {
        const checkoutId = this.newId('cs');
        this.checkouts.set(checkoutId, {
          id: checkoutId,
          status: 'open',
          paid: false,
          paymentId: null,
          amountCents: request.amountCents,
          accountId,
        });
        return { checkoutId, url: `https://pay.example/${checkoutId}`, accountId };
      });
    });
  }

  checkout(checkoutId: string): Promise<Checkout> {
    return this.call('checkout', () => checkoutView(this.storedCheckout(checkoutId)));
  }

  expireCheckout(checkoutId: string): Promise<Checkout> {
    return this.call('expireCheckout', () => {
      const checkout = this.storedCheckout(checkoutId);
      if (checkout.status !== 'open')
        throw refused('checkout_not_open', 'Only open sessions expire.');
      checkout.status = 'expired';
      return checkoutView(checkout);
    });
  }

  takeFromCard(request: CardPaymentRequest): Promise<Payment> {
    return this.call('takeFromCard', () =>
      this.keyed(request.key, request, () => {
        const { accountId, cardId, amountCents, mode } = request;
        if (!this.accounts.get(accountId)?.has(cardId)) {
          throw refused('resource_missing', `No such card: ${cardId}.`);
        }
        const declineCode = this.declined.get(cardId);
        const payment = this.store({
          id: this.newId('pi'),
          status: declineCode ? 'declined' : mode === 'hold' ? 'held' : 'taken',
          amountCents,
          takenCents: !declineCode && mode === 'charge' ? amountCents : 0,
          cardId,
          accountId,
          key: request.key,
          metadata: request.metadata,
        });
        if (declineCode) throw declinedBy(declineCode);
        return payment;
      }),
    );
  }

  payment(paymentId: string): Promise<Payment> {
    return this.call('payment', () => paymentView(this.storedPayment(paymentId)));
  }

  findPaymentByKey(accountId: string, key: string): Promise<Payment | undefined> {
    return this.call('findPaymentByKey', () => {
      const made = [...this.payments.values()].find(
        (payment) => payment.accountId === accountId && payment.key === key,
      );
      return made && paymentView(made);
    });
  }

  capture(paymentId: string, amountCents: number, key: string): Promise<Payment> {
    return this.call('capture', () =>
      this.keyed(key, { capture: paymentId, amountCents }, () => {
        const hold = this.openHold(paymentId);
        if (amountCents > hold.amountCents) {
          throw refused('amount_too_large', 'The capture exceeds the hold.');
        }
        Object.assign(hold, { status: 'taken', takenCents: amountCents });
        return paymentView(hold);
      }),
    );
  }

  release(paymentId: string, key: string): Promise<Payment> {
    return this.call('release', () =>
      this.keyed(key, { release: paymentId }, () => {
        const hold = this.openHold(paymentId);
        hold.status = 'cancelled';
        return paymentView(hold);
      }),
    );
  }

  refund(paymentId: string, amountCents: number, key: string): Promise<Refund> {
    return this.call('refund', () =>
      this.keyed(key, { refund: paymentId, amountCents }, () => {
        const payment = this.storedPayment(paymentId);
        if (
          payment.status !== 'taken' ||
          amountCents > payment.takenCents - payment.refundedCents
        ) {
          throw refused('charge_already_refunded', 'The refund exceeds what is left to refund.');
        }
        payment.refundedCents += amountCents;
        const id = this.newId('re');
        this.refunds.set(id, { id, paymentId, amountCents });
        return { id };
      }),
    );
  }

  readSignedEvent(payload: Buffer, signature: string | undefined): SignedEvent {
    this.calls.push('readSignedEvent');
    if (signature !== signatureOf(payload)) return { kind: 'forged' };
    let event: Partial<ProviderEvent>;
    try {
      event = JSON.parse(payload.toString('utf8')) as Partial<ProviderEvent>;
    } catch {
      return { kind: 'unreadable', problem: 'the body is not JSON' };
    }
    if (!event.id || !event.type) {
      return { kind: 'unreadable', problem: 'the event has no id or no type' };
    }
    return event.happened && EVENTS.has(event.happened)
      ? { kind: 'applied', event: event as ProviderEvent }
      : { kind: 'ignored', id: event.id, type: event.type };
  }

  // The workings.

  /** A call as the provider meets it, with what the controls have in store for it. */
  private async call<T>(method: string, perform: () => T): Promise<T> {
    this.calls.push(method);
    const next = this.nextCall;
    this.nextCall = undefined;
    if (next === 'unreachable') throw unreachable('The provider could not be reached.');
    if (next === 'refused') throw refused('invalid_request', 'The provider refused the call.');
    let outcome: { value: T } | { error: unknown };
    try {
      outcome = { value: perform() };
    } catch (error) {
      outcome = { error };
    }
    if (next === 'lose-answer') throw unreachable('The answer was lost on its way back.');
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  /** Carries out a keyed call once: the same key answers the same again, or refuses another call. */
  private keyed<T>(key: string, request: unknown, perform: () => T): T {
    const asked = JSON.stringify(request);
    const kept = this.answers.get(key);
    if (kept) {
      if (kept.request !== asked) {
        throw refused('idempotency_key_in_use', 'The key was used for another request.');
      }
      if ('error' in kept.outcome) throw kept.outcome.error;
      return structuredClone(kept.outcome.value) as T;
    }
    try {
      const value = perform();
      this.answers.set(key, { request: asked, outcome: { value: structuredClone(value) } });
      return value;
    } catch (error) {
      if (error instanceof ProviderFailure) {
        this.answers.set(key, { request: asked, outcome: { error } });
      }
      throw error;
    }
  }

  private store(payment: Omit<StoredPayment, 'refundedCents'>): Payment {
    const stored = { ...payment, refundedCents: 0 };
    this.payments.set(stored.id, stored);
    return paymentView(stored);
  }

  private storedPayment(paymentId: string): StoredPayment {
    const payment = this.payments.get(paymentId);
    if (!payment) throw refused('resource_missing', `No such payment: ${paymentId}.`);
    return payment;
  }

  private openHold(paymentId: string): StoredPayment {
    const hold = this.storedPayment(paymentId);
    if (hold.status !== 'held') {
      throw refused('payment_intent_unexpected_state', `The payment is ${hold.status}.`);
    }
    return hold;
  }

  private storedCheckout(checkoutId: string): StoredCheckout {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout) throw refused('resource_missing', `No such checkout: ${checkoutId}.`);
    return checkout;
  }

  private newId(prefix: string): string {
    this.lastId += 1;
    return `${prefix}_${this.lastId}`;
  }
}

function paymentView({ id, status, amountCents, takenCents, cardId }: StoredPayment): Payment {
  return { id, status, amountCents, takenCents, cardId };
}

function checkoutView({ id, status, paid, paymentId, amountCents }: StoredCheckout): Checkout {
  return { id, status, paid, paymentId, amountCents };
}

let lastRequest = 0;
const failure = (kind: ProviderFailure['kind'], log: Omit<ProviderErrorLog, 'requestId'>) => {
  lastRequest += 1;
  return new ProviderFailure(kind, { ...log, requestId: `req_${lastRequest}` });
};

const unreachable = (message: string) =>
  failure('unreachable', { type: 'InMemoryConnectionError', message });

const refused = (code: string, message: string) =>
  failure('refused', {
    type: 'InMemoryInvalidRequestError',
    rawType: 'invalid_request_error',
    code,
    statusCode: 400,
    message,
  });

const declinedBy = (declineCode: string) =>
  failure('declined', {
    type: 'InMemoryCardError',
    rawType: 'card_error',
    code: 'card_declined',
    declineCode,
    statusCode: 402,
    message: 'Your card was declined.',
  });
