import type { PaymentKind } from '@keyturn/shared';
import type { Payment } from './payment-provider.ts';

/** A ledger row the provider's answer makes. */
export interface ProviderMove {
  kind: PaymentKind;
  amountCents: number;
}

/** What the provider did for a task: its payment, and the ledger rows that follow. */
export interface StepMade {
  providerRef: string;
  moves: ProviderMove[];
}

/** The provider's answer or state says the step will not be made: the task fails. */
export class RefusedStep extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedStep';
  }
}

/**
 * A payment taken from the saved card, as the ledger records it: a hold once the card is
 * authorised for it, a charge once the money is taken. A payment the card refused, or one
 * cancelled, fails the task; one the provider is still at is asked about again.
 */
export function takenAs(kind: 'HOLD' | 'CHARGE', payment: Payment): StepMade {
  const held = kind === 'HOLD' && payment.status === 'held';
  const charged = kind === 'CHARGE' && payment.status === 'taken';
  if (held || charged) {
    const amountCents = held ? payment.amountCents : payment.takenCents;
    return { providerRef: payment.id, moves: [{ kind, amountCents }] };
  }
  if (payment.status === 'declined' || payment.status === 'cancelled') {
    throw new RefusedStep('the card was declined');
  }
  throw new Error(`payment ${payment.id} is ${payment.status}: not finished yet`);
}

/**
 * A hold the provider has closed, as ledger rows: what it captured, and what it released. A
 * capture of part of a hold releases the rest with it, so one capture may make both rows.
 */
export function closedAs(hold: Payment): StepMade {
  const captured = hold.status === 'taken' ? hold.takenCents : 0;
  const moves: ProviderMove[] = [];
  if (captured > 0) moves.push({ kind: 'CAPTURE', amountCents: captured });
  if (hold.amountCents > captured) {
    moves.push({ kind: 'RELEASE', amountCents: hold.amountCents - captured });
  }
  return { providerRef: hold.id, moves };
}
