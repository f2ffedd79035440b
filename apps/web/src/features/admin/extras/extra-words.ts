import type { Extra, ExtraPer } from '@keyturn/shared';
import { formatMoney } from '../../../lib/format.ts';

/** How an extra is charged, as the form's choice names it. */
export const EXTRA_PER_CHOICES: readonly { value: ExtraPer; label: string }[] = [
  { value: 'TRIP', label: 'Trip' },
  { value: 'DAY', label: 'Day' },
];

const PER_WORDS: Record<ExtraPer, string> = { TRIP: 'per trip', DAY: 'per day' };

/** The price as the list shows it: '$8.00 per trip', '$12.00 per day'. */
export function formatExtraPrice({ price, per }: Pick<Extra, 'price' | 'per'>): string {
  return `${formatMoney(price)} ${PER_WORDS[per]}`;
}
