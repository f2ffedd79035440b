import {
  centsToDollars,
  dollarsToCents,
  type ChosenExtra,
  type Extra,
  type ExtraRequest,
} from '@keyturn/shared';
import type { ExtraRow, ExtraValues } from './repository.ts';

export function toExtra(row: ExtraRow): Extra {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents),
    per: row.per,
    maxQuantity: row.maxQuantity,
    active: row.active,
  };
}

export function toExtraValues(request: ExtraRequest): ExtraValues {
  const { price, ...rest } = request;
  return { ...rest, priceCents: dollarsToCents(price) };
}

/** What the price reads of an extra chosen `quantity` times. */
export function toChosenExtra(row: ExtraRow, quantity: number): ChosenExtra {
  return { id: row.id, name: row.name, priceCents: row.priceCents, per: row.per, quantity };
}
