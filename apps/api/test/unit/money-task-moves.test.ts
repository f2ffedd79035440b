import { describe, expect, it } from 'vitest';
import {
  closedAs,
  RefusedStep,
  takenAs,
} from '../../src/modules/payments/online/money-task-moves.ts';
import type { Payment } from '../../src/modules/payments/online/payment-provider.ts';

const payment = (fields: Pick<Payment, 'status' | 'amountCents' | 'takenCents'>): Payment => ({
  id: 'pay_1',
  cardId: 'card_1',
  ...fields,
});

describe('a payment taken from the saved card, as ledger rows', () => {
  it('is a HOLD of the amount held, and a CHARGE of the amount taken', () => {
    expect(
      takenAs('HOLD', payment({ status: 'held', amountCents: 20_000, takenCents: 0 })),
    ).toEqual({ providerRef: 'pay_1', moves: [{ kind: 'HOLD', amountCents: 20_000 }] });
    expect(
      takenAs('CHARGE', payment({ status: 'taken', amountCents: 2_400, takenCents: 2_400 })),
    ).toEqual({ providerRef: 'pay_1', moves: [{ kind: 'CHARGE', amountCents: 2_400 }] });
  });

  it('fails the task when the card declined it or it was cancelled', () => {
    for (const status of ['declined', 'cancelled'] as const) {
      expect(() =>
        takenAs('HOLD', payment({ status, amountCents: 20_000, takenCents: 0 })),
      ).toThrow(RefusedStep);
    }
  });

  it('is asked about again while the provider is still at it, or it is not what the task made', () => {
    for (const [kind, status] of [
      ['CHARGE', 'unfinished'],
      ['HOLD', 'unfinished'],
      ['CHARGE', 'held'],
    ] as const) {
      const taking = () => takenAs(kind, payment({ status, amountCents: 2_400, takenCents: 0 }));
      expect(taking).toThrow(/not finished yet/);
      expect(taking).not.toThrow(RefusedStep);
    }
  });
});

describe('a hold the provider closed, as ledger rows', () => {
  it('is a CAPTURE of what was taken and a RELEASE of the rest', () => {
    expect(closedAs(payment({ status: 'taken', amountCents: 20_000, takenCents: 2_400 }))).toEqual({
      providerRef: 'pay_1',
      moves: [
        { kind: 'CAPTURE', amountCents: 2_400 },
        { kind: 'RELEASE', amountCents: 17_600 },
      ],
    });
  });

  it('is a CAPTURE alone when all of it was taken', () => {
    expect(
      closedAs(payment({ status: 'taken', amountCents: 20_000, takenCents: 20_000 })).moves,
    ).toEqual([{ kind: 'CAPTURE', amountCents: 20_000 }]);
  });

  it('is a RELEASE of all of it when it was released', () => {
    expect(
      closedAs(payment({ status: 'cancelled', amountCents: 20_000, takenCents: 0 })).moves,
    ).toEqual([{ kind: 'RELEASE', amountCents: 20_000 }]);
  });
});
