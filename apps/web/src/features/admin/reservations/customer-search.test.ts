import type { User } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MATCH_LIMIT, matchCustomers } from './customer-search.ts';

const user = (id: number, firstName: string, lastName: string, email: string): User => ({
  id,
  firstName,
  lastName,
  email,
  phoneNumber: '(415) 555-0199',
  address: '742 Evergreen Terrace',
  zipCode: '94117',
  builtIn: false,
  roles: ['Customer'],
});

const jane = user(1, 'Jane', 'Doe', 'jane@example.com');
const john = user(2, 'John', 'Dover', 'jd@example.org');

describe('finding a customer by what the office types', () => {
  it('matches every word typed in the name or email, in any order and case', () => {
    expect(matchCustomers([jane, john], 'jane')).toEqual([jane]);
    expect(matchCustomers([jane, john], 'DOE j')).toEqual([jane]);
    expect(matchCustomers([jane, john], 'do')).toEqual([jane, john]);
    expect(matchCustomers([jane, john], 'example.org')).toEqual([john]);
    expect(matchCustomers([jane, john], 'jane dover')).toEqual([]);
  });

  it('lists nobody before anything is typed, and a few at most', () => {
    expect(matchCustomers([jane, john], '  ')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) =>
      user(index, 'Sam', `Smith${index}`, `sam${index}@example.com`),
    );
    expect(matchCustomers(many, 'sam')).toHaveLength(CUSTOMER_MATCH_LIMIT);
  });
});
