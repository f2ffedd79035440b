import { RESERVATION_PAGE_DEFAULTS, USER_PAGE_DEFAULTS } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { RESERVATION_FILTERS } from '../reservations/reservation-filters.ts';
import { USER_FILTERS } from '../users/user-filters.ts';
import { listAddressOf, readListAddress, sameListQuery } from './list-params.ts';

const readUsers = (query: string) =>
  readListAddress(new URLSearchParams(query), USER_PAGE_DEFAULTS, USER_FILTERS);
const readReservations = (query: string) =>
  readListAddress(new URLSearchParams(query), RESERVATION_PAGE_DEFAULTS, RESERVATION_FILTERS);

describe("an admin list's address", () => {
  it('holds its filters beside the page, size and sort', () => {
    expect(readUsers('search=robin+lee&role=Administrator&page=3&size=20')).toEqual({
      search: 'robin lee',
      role: 'Administrator',
      page: 2,
      size: 20,
      sort: 'id',
      direction: 'DESC',
    });
    expect(readReservations('status=NO_SHOW&carId=4&from=2026-11-23&to=2026-11-29')).toMatchObject({
      status: 'NO_SHOW',
      carId: '4',
      from: '2026-11-23',
      to: '2026-11-29',
    });
  });

  it('drops a filter that makes no sense there, so an edited link still shows a list', () => {
    const read = readReservations('status=LOST&carId=abc&from=2026-02-30&customer=%20%20');
    expect(Object.keys(read).sort()).toEqual(['direction', 'page', 'size', 'sort']);
    expect(readUsers('role=Owner')).not.toHaveProperty('role');
    // A last day before the first: the first is kept.
    expect(readReservations('from=2026-11-29&to=2026-11-23')).toMatchObject({
      from: '2026-11-29',
    });
    expect(readReservations('from=2026-11-29&to=2026-11-23')).not.toHaveProperty('to');
  });

  it('is written with only what differs from the defaults, and read back the same', () => {
    const query = {
      ...readReservations(''),
      customer: 'ann',
      status: 'DONE',
      page: 1,
      to: '',
    };
    const address = listAddressOf(query, RESERVATION_PAGE_DEFAULTS, RESERVATION_FILTERS);
    expect(address.toString()).toBe('customer=ann&status=DONE&page=2');
    expect(readReservations(address.toString())).toEqual({ ...query, to: undefined });
    expect(listAddressOf(readUsers(''), USER_PAGE_DEFAULTS, USER_FILTERS).toString()).toBe('');
  });

  it("shows a list's own number of rows when the address names none, and leaves it out", () => {
    const twenty = { ...RESERVATION_PAGE_DEFAULTS, pageSize: 20 } as const;
    const read = readListAddress(new URLSearchParams(''), twenty, RESERVATION_FILTERS);
    expect(read.size).toBe(20);
    expect(listAddressOf(read, twenty, RESERVATION_FILTERS).toString()).toBe('');
    const ten = { ...read, size: 10 };
    expect(listAddressOf(ten, twenty, RESERVATION_FILTERS).toString()).toBe('size=10');
    expect(readListAddress(new URLSearchParams('size=10'), twenty, RESERVATION_FILTERS).size).toBe(
      10,
    );
  });

  it('tells two queries for the same rows from others', () => {
    const base = readUsers('search=lee');
    expect(sameListQuery(base, readUsers('search=lee'))).toBe(true);
    expect(sameListQuery(base, readUsers('search=lea'))).toBe(false);
    expect(sameListQuery(base, readUsers(''))).toBe(false);
  });
});
