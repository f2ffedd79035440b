import type { MoneyTaskKind, MoneyTaskState } from '@keyturn/shared';

/** Each step as the office says it: what it does to the customer's card. */
export const MONEY_TASK_KIND_LABELS: Record<MoneyTaskKind, string> = {
  HOLD: 'Hold the deposit',
  CAPTURE: 'Take from the deposit',
  RELEASE: 'Release the deposit',
  CHARGE: 'Charge the card',
  REFUND: 'Refund to the card',
};

export const MONEY_TASK_STATE_LABELS: Record<MoneyTaskState, string> = {
  PENDING: 'Open',
  DONE: 'Recorded',
  FAILED: 'Refused',
};
