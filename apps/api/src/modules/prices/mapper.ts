import { centsToDollars, type ChargeLine, type ChargeLineAnswer } from '@keyturn/shared';

export function toChargeLineAnswers(lines: readonly ChargeLine[]): ChargeLineAnswer[] {
  return lines.map(({ code, label, quantity, unitPriceCents, amountCents }) => ({
    code,
    label,
    quantity,
    unitPrice: centsToDollars(unitPriceCents),
    amount: centsToDollars(amountCents),
  }));
}
