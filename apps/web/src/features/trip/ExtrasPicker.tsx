import type { ChosenExtraRequest, Extra } from '@keyturn/shared';
import Form from 'react-bootstrap/Form';
import { formatMoney } from '../../lib/format.ts';

interface ExtrasPickerProps {
  offered: readonly Extra[];
  chosen: readonly ChosenExtraRequest[];
  onChange(chosen: ChosenExtraRequest[]): void;
  disabled?: boolean;
}

const priceOf = (extra: Extra) =>
  `${formatMoney(extra.price)} ${extra.per === 'DAY' ? 'per day' : 'per trip'}`;

const quantityChoices = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

/**
 * The extras a trip may take, each a checkbox with its price; one that may be taken more than
 * once gets a count once chosen. Each change is a new choice for the quote to price.
 */
export function ExtrasPicker({ offered, chosen, onChange, disabled = false }: ExtrasPickerProps) {
  if (offered.length === 0) return null;
  const quantityOf = (id: number) => chosen.find((extra) => extra.id === id)?.quantity ?? 0;
  const choose = (id: number, quantity: number) =>
    onChange([
      ...chosen.filter((extra) => extra.id !== id),
      ...(quantity > 0 ? [{ id, quantity }] : []),
    ]);

  return (
    <fieldset className="extras-picker" disabled={disabled}>
      <legend className="h6">Extras</legend>
      {offered.map((extra) => {
        const quantity = quantityOf(extra.id);
        return (
          <div key={extra.id} className="extra-choice">
            <Form.Check
              id={`extra-${extra.id}`}
              type="checkbox"
              checked={quantity > 0}
              onChange={(event) => choose(extra.id, event.currentTarget.checked ? 1 : 0)}
              label={
                <>
                  {extra.name} <span className="extra-price">{priceOf(extra)}</span>
                  {extra.description && (
                    <span className="extra-description">{extra.description}</span>
                  )}
                </>
              }
            />
            {quantity > 0 && extra.maxQuantity > 1 && (
              <Form.Select
                size="sm"
                className="extra-quantity"
                aria-label={`How many: ${extra.name}`}
                value={quantity}
                onChange={(event) => choose(extra.id, Number(event.currentTarget.value))}
              >
                {quantityChoices(extra.maxQuantity).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </Form.Select>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
