import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors.ts';
import { failureLog } from '../../src/modules/payments/online/failure-log.ts';
import {
  providerRefusal,
  refusedForGood,
} from '../../src/modules/payments/online/provider-answers.ts';
import {
  ProviderFailure,
  type ProviderFailureKind,
} from '../../src/modules/payments/online/provider-failure.ts';

const failureOf = (kind: ProviderFailureKind, message = 'Your card has insufficient funds.') =>
  new ProviderFailure(kind, {
    type: 'StripeCardError',
    rawType: 'card_error',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    statusCode: 402,
    requestId: 'req_1',
    message,
  });

describe("a provider's failure, as the money rules read it", () => {
  it('is refused for good when declined or refused, and may have been carried out when unreachable', () => {
    expect(refusedForGood(failureOf('declined'))).toBe(true);
    expect(refusedForGood(failureOf('refused'))).toBe(true);
    expect(refusedForGood(failureOf('unreachable'))).toBe(false);
    expect(refusedForGood(new Error('Keyturn failed'))).toBe(false);
  });

  it("tells the office the bank's words for a declined card, and whose the failure was otherwise", () => {
    expect(providerRefusal(failureOf('declined'))).toBe('Your card has insufficient funds.');
    expect(providerRefusal(failureOf('refused'))).toBe('the payment service refused it');
    expect(providerRefusal(failureOf('unreachable'))).toBe('the payment service did not answer');
  });

  it("is logged by the provider's type, code and request id, also as an answer's cause", () => {
    const answer = new HttpError(503, 'Try again', { cause: failureOf('declined') });
    expect(failureLog(answer)).toEqual({
      failedAt: 'provider',
      provider: {
        type: 'StripeCardError',
        rawType: 'card_error',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        statusCode: 402,
        requestId: 'req_1',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(failureLog(new Error('Keyturn failed'))).toMatchObject({ failedAt: 'keyturn' });
  });

  it('never keeps a key, a secret or a card number a message quotes', () => {
    const quoted = failureOf(
      'refused',
      'Invalid API Key provided: sk_test_abc123; secret pi_1_secret_xyz; card 4242 4242 4242 4242',
    );
    expect(quoted.message).toBe(
      'Invalid API Key provided: [hidden]; secret [hidden]; card [hidden]',
    );
  });
});
