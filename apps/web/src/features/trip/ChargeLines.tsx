import type { ChargeLineAnswer } from '@keyturn/shared';
import { formatMoney } from '../../lib/format.ts';

/**
 * The rental's label is its arithmetic ('1 day × $90.00 + 6 h × $15.00'), so it is the detail
 * under a plain title; other lines are titled by their label, with their count when it is more
 * than one.
 */
function lineText(line: ChargeLineAnswer): { title: string; detail?: string } {
  if (line.code === 'RENTAL') return { title: 'Rental', detail: line.label };
  if (line.quantity > 1) {
    return { title: line.label, detail: `${line.quantity} × ${formatMoney(line.unitPrice)}` };
  }
  return { title: line.label };
}

/** A price's lines, each with how it is made and its amount: a quote's or a booking's. */
export function ChargeLines({ lines }: { lines: readonly ChargeLineAnswer[] }) {
  return (
    <dl className="charge-lines">
      {lines.map((line, index) => {
        const { title, detail } = lineText(line);
        return (
          // Two lines may be alike (two damage entries of one amount): their place is their key.
          <div key={index} className="charge-line">
            <dt>
              {title}
              {detail && <span className="charge-line-detail">{detail}</span>}
            </dt>
            <dd>{formatMoney(line.amount)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
