const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of integer cents as the site shows money (decision 021): '$90.00', '$1,752.00'.
 * Dividing by 100 only for display is exact to the cent for any amount below 2^53 cents.
 */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}
