import { describe, expect, it } from 'vitest';
import {
  drawRefund,
  refundSources,
  totalRefundable,
  type OnlineMove,
} from '../../src/modules/payments/online/refund-sources.ts';

const move = (kind: OnlineMove['kind'], amountCents: number, providerRef: string | null) => ({
  kind,
  amountCents,
  providerRef,
});

describe('what the payments taken online can still give back', () => {
  const booked = [
    move('CHARGE', 9000, 'pi_booking'),
    move('HOLD', 20000, 'pi_deposit'),
    move('CAPTURE', 2500, 'pi_deposit'),
    move('RELEASE', 17500, 'pi_deposit'),
    move('CHARGE', 4000, 'pi_beyond'),
  ];

  it('is each payment in full before any refund; holds and releases give nothing back', () => {
    expect(refundSources(booked)).toEqual([
      { intentId: 'pi_booking', refundableCents: 9000 },
      { intentId: 'pi_deposit', refundableCents: 2500 },
      { intentId: 'pi_beyond', refundableCents: 4000 },
    ]);
    expect(totalRefundable(refundSources(booked))).toBe(15_500);
  });

  it('counts refunds against the oldest payments first, as they were drawn', () => {
    const refunded = [...booked, move('REFUND', 9000, 're_1'), move('REFUND', 1000, 're_2')];
    expect(refundSources(refunded)).toEqual([
      { intentId: 'pi_deposit', refundableCents: 1500 },
      { intentId: 'pi_beyond', refundableCents: 4000 },
    ]);
  });

  it('splits a refund over the payments, oldest first, never above what each has left', () => {
    const sources = refundSources(booked);
    expect(drawRefund(sources, 10_000)).toEqual([
      { intentId: 'pi_booking', cents: 9000 },
      { intentId: 'pi_deposit', cents: 1000 },
    ]);
    expect(drawRefund(sources, 500)).toEqual([{ intentId: 'pi_booking', cents: 500 }]);
    expect(drawRefund([], 500)).toEqual([]);
  });
});
