import type { User } from '@keyturn/shared';

/** How many matches the picker lists at once; typing more narrows them. */
export const CUSTOMER_MATCH_LIMIT = 8;

export const customerLabel = (user: User) => `${user.firstName} ${user.lastName} (${user.email})`;

/**
 * The users whose name or email holds every word typed, in any order and case:
 * 'jane doe', 'doe j' and 'jane@ex' all find Jane Doe, jane@example.com.
 */
export function matchCustomers(users: readonly User[], typed: string): User[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return users
    .filter((user) => {
      const text = `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .slice(0, CUSTOMER_MATCH_LIMIT);
}
