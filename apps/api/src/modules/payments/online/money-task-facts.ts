import type { Database } from '../../../db/client.ts';
import { holdTaskOf } from './money-task-repository.ts';
import type { MoneyTaskFacts } from './money-task-steps.ts';
import * as repository from './repository.ts';

/** What a money task's step reads of the booking, from the database. */
export function moneyTaskFacts(db: Database): MoneyTaskFacts {
  return {
    async savedCard(reservationId) {
      const checkout = await repository.findCheckout(db, reservationId);
      return checkout?.paymentMethodId
        ? { accountId: checkout.customerId, cardId: checkout.paymentMethodId }
        : undefined;
    },
    holdTask: (reservationId) => holdTaskOf(db, reservationId),
  };
}
