import { describe, expect, it } from 'vitest';
import { bookingMoney } from './booking-money.ts';

/** Called off and never paid: the server's balance counts only fees, of which there are none. */
const calledOffUnpaid = { paid: 0, balance: 0 };
const charged = [{ kind: 'CHARGE' as const, method: 'COUNTER' as const }];
const chargedOnline = [{ kind: 'CHARGE' as const, method: 'CARD_ONLINE' as const }];
const chargedAndRefunded = [...charged, { kind: 'REFUND' as const, method: 'COUNTER' as const }];

describe('bookingMoney', () => {
  it.each(['CANCELLED', 'EXPIRED'] as const)(
    'shows nothing owed, no deposit and no ledger for a %s booking never paid',
    (status) => {
      expect(bookingMoney({ status, ...calledOffUnpaid }, [])).toEqual({
        balance: null,
        deposit: null,
        payments: false,
        refundWay: null,
      });
    },
  );

  it('keeps the ledger of a cancelled booking paid and refunded, with nothing left to settle', () => {
    expect(bookingMoney({ status: 'CANCELLED', ...calledOffUnpaid }, chargedAndRefunded)).toEqual({
      balance: null,
      deposit: null,
      payments: true,
      refundWay: null,
    });
  });

  it('says what a cancelled booking still holds is to be refunded, not owed', () => {
    const money = bookingMoney({ status: 'CANCELLED', paid: 69, balance: -69 }, charged);
    expect(money.balance).toEqual({ label: 'To be refunded', amount: 69 });
    expect(money.payments).toBe(true);
    expect(money.refundWay).toBe('office');
  });

  it('says money paid only online goes back to the card, and any paid at the counter through the office', () => {
    const calledOff = { status: 'CANCELLED' as const, paid: 69, balance: -69 };
    expect(bookingMoney(calledOff, chargedOnline).refundWay).toBe('card');
    expect(bookingMoney(calledOff, [...chargedOnline, ...charged]).refundWay).toBe('office');
    expect(bookingMoney(calledOff, undefined).refundWay).toBeNull();
  });

  it('lets a cancelled booking owe its cancellation fee, and give back only what was paid beyond it', () => {
    expect(bookingMoney({ status: 'CANCELLED', paid: 0, balance: 15 }, []).balance).toEqual({
      label: 'Balance',
      amount: 15,
    });
    expect(bookingMoney({ status: 'CANCELLED', paid: 69, balance: -54 }, charged).balance).toEqual({
      label: 'To be refunded',
      amount: 54,
    });
  });

  it('shows no ledger of a called-off booking until it is loaded', () => {
    expect(bookingMoney({ status: 'EXPIRED', ...calledOffUnpaid }, undefined).payments).toBe(false);
  });

  it('lets a no-show owe only its fee, without a deposit for a trip that never happened', () => {
    const feeOwed = { paid: 0, balance: 25 };
    expect(bookingMoney({ status: 'NO_SHOW', ...feeOwed }, [])).toEqual({
      balance: { label: 'Balance', amount: 25 },
      deposit: null,
      payments: false,
      refundWay: null,
    });
    expect(bookingMoney({ status: 'NO_SHOW', paid: 69, balance: -44 }, charged)).toMatchObject({
      balance: { label: 'To be refunded', amount: 44 },
      payments: true,
    });
  });

  it.each([
    ['PENDING_PAYMENT', 'Deposit to be held at pick-up'],
    ['CREATED', 'Deposit to be held at pick-up'],
    ['IN_PROGRESS', 'Deposit held during the trip'],
    ['DONE', 'Deposit held during the trip'],
  ] as const)(
    'shows a %s booking as it stands: its balance, the deposit ("%s") and the ledger',
    (status, deposit) => {
      expect(bookingMoney({ status, paid: 20, balance: 49 }, undefined)).toEqual({
        balance: { label: 'Balance', amount: 49 },
        deposit,
        payments: true,
        refundWay: null,
      });
    },
  );
});
