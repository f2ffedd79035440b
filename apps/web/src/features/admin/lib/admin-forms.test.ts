import { describe, expect, it } from 'vitest';
import {
  reservationFormSchema,
  reservationFormValues,
  splitWallClock,
  toReservationUpdate,
} from '../reservations/reservation-form.ts';
import { isMenuItemActive, ADMIN_MENU } from '../layout/admin-menu.ts';
import { sampleReservation } from '../../../test/sample-reservation.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the admin menu', () => {
  const [dashboard, users] = ADMIN_MENU;
  it('marks the dashboard only on an exact match, the others on their sub-pages', () => {
    expect(isMenuItemActive(dashboard!, '/admin')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/')).toBe(true);
    expect(isMenuItemActive(dashboard!, '/admin/users')).toBe(false);
    expect(isMenuItemActive(users!, '/admin/users')).toBe(true);
    expect(isMenuItemActive(users!, '/admin/users/12')).toBe(true);
    expect(isMenuItemActive(users!, '/admin/usersx')).toBe(false);
  });
});

describe('the reservation form', () => {
  const reservation = sampleReservation({ pickUpLocation: 'SFO' });

  it('splits response times into date and time inputs', () => {
    expect(splitWallClock('2026-11-24T09:05:00')).toEqual({ date: '2026-11-24', time: '09:05' });
    expect(reservationFormValues(reservation)).toMatchObject({
      carId: '7',
      pickUpDate: '2026-11-25',
      pickUpTime: '09:00',
      dropOffTime: '13:00',
      status: 'CREATED',
    });
  });

  it('sends times as MM/DD/YYYY HH:mm:ss with the vehicle apart', () => {
    const values = { ...reservationFormValues(reservation), status: 'DONE' };
    expect(toReservationUpdate(values, reservation)).toEqual({
      carId: 7,
      body: {
        pickUpTime: '11/25/2026 09:00:00',
        dropOffTime: '11/25/2026 13:00:00',
        pickUpLocation: 'SFO',
        dropOffLocation: 'Union Square',
        status: 'DONE',
      },
    });
  });

  it('sends a time booked to the second as it was while its inputs still show its minute', () => {
    const toTheSecond = { pickUpTime: '2026-11-25T09:00:41', dropOffTime: '2026-11-25T13:00:41' };
    const values = { ...reservationFormValues(reservation), dropOffTime: '14:00' };
    expect(toReservationUpdate(values, toTheSecond).body).toMatchObject({
      pickUpTime: '11/25/2026 09:00:41',
      dropOffTime: '11/25/2026 14:00:00',
    });
  });

  it("asks for a car and a status with the spec's sentences", () => {
    const values = { ...reservationFormValues(reservation), carId: '', status: '' };
    expect(messagesOf(reservationFormSchema.safeParse(values))).toEqual([
      'Select a car',
      'Select a status',
    ]);
  });
});
