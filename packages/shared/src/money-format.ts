/** Thousands separated as en-US writes them: 1752 → '1,752'. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * An amount of integer cents as the site shows money (decision 021): '$90.00', '$1,752.00',
 * '-$5.00', the same text as `Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'})`
 * (money-format.test.ts holds it to that). Written out rather than asked of Intl because
 * building that formatter when a page's script loads cost a phone about 100 ms of its first
 * second, and integer cents need no rounding.
 */
export function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(THOUSANDS, ',');
  const rest = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}
