/** Whole dollars stay whole ('45'); anything else gets cents ('45.50'). */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The spec's price per hour: '$ x / hour'. */
export function formatPricePerHour(amount: number): string {
  return `$ ${formatDollars(amount)} / hour`;
}

/** The spec's total price: '$x'. */
export function formatTotalPrice(amount: number): string {
  return `$${formatDollars(amount)}`;
}

export function formatYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** A user's name as the menu shows it: 'Guest' stands in for a missing first name. */
export function displayName(firstName: string | undefined, lastName: string | undefined): string {
  return [firstName?.trim() || 'Guest', lastName?.trim()].filter(Boolean).join(' ');
}
