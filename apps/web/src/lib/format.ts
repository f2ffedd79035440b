import { dollarsToCents, formatCents } from '@keyturn/shared';

/** Every amount of money the site shows, one way: '$44.00', '$1,752.00'. */
export function formatMoney(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

/** A vehicle's rate: '$44.00 / hour'. */
export function formatPricePerHour(dollars: number): string {
  return `${formatMoney(dollars)} / hour`;
}

/** A vehicle's day price: '$90.00 / day'. */
export function formatPricePerDay(dollars: number): string {
  return `${formatMoney(dollars)} / day`;
}

/** A wall-clock time 'HH:mm' as people read it: '14:30' → '2:30 PM', '09:00' → '9:00 AM'. */
export function formatClock(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function formatYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** A user's name as the menu shows it: 'Guest' stands in for a missing first name. */
export function displayName(firstName: string | undefined, lastName: string | undefined): string {
  return [firstName?.trim() || 'Guest', lastName?.trim()].filter(Boolean).join(' ');
}

/** A message as a sentence in running text: the spec's messages do not all end in a stop. */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}
