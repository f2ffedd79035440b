import { expect } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE, formatWallClock, parseRequestDateTime } from '@keyturn/shared';
import { testNow, type ClockAhead } from './clock.ts';
import { registerCustomer, type LiveTestApp } from './harness.ts';
import { asRequestTime, at } from './times.ts';
import { addTestVehicle } from './vehicles.ts';

/** A driver's licence and age that pass the check at pick-up. */
export const LICENCE = {
  licenseNumber: 'D7654321',
  licenseRegion: 'California',
  licenseExpiry: '12/31/2040',
  dateOfBirth: '01/15/1990',
};

/** The instant of a request time in the company's zone. */
export const instant = (requestTime: string) => {
  const parsed = parseRequestDateTime(requestTime, DEFAULT_COMPANY_TIME_ZONE);
  if (!parsed.ok) throw new Error(`unreadable time ${requestTime}`);
  return parsed.instant;
};

/** The instant as a request time in the company's zone. */
export const requestTime = (when: Date) =>
  asRequestTime(formatWallClock(when, DEFAULT_COMPANY_TIME_ZONE));

export interface Trip {
  id: number;
  pickUp: Date;
  dropOff: Date;
  customer: Awaited<ReturnType<typeof registerCustomer>>;
}

/**
 * The office's hand-over desk in a file whose app runs on `clock`: bookings made for it, the
 * check-out and the check-in, and the clock moved to the time a step needs.
 */
export function handoverDesk(t: LiveTestApp, clock: ClockAhead) {
  const { api, tokens } = t;

  /** Moves the app's clock to the instant (it runs on from there). */
  const setClock = (to: Date) => {
    clock.aheadMs = to.getTime() - testNow().getTime();
  };

  /**
   * A booking from `fromHour` to `toHour` today in a vehicle of its own ($15 an hour, $90 a
   * day, 100 miles a day included, $0.50 a mile more), made with the clock at its start.
   */
  async function booked(driver: Record<string, unknown> = LICENCE, fromHour = 12, toHour = 14) {
    clock.aheadMs = 0;
    const customer = await registerCustomer(api);
    const { firstName, lastName, email, phoneNumber, address, zipCode } = customer;
    const profile = await api.put('/api/user', {
      token: customer.token,
      body: { firstName, lastName, email, phoneNumber, address, zipCode, ...driver },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const car = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 15,
      pricePerDay: 90,
      milesPerDay: 100,
      pricePerExtraMile: 0.5,
    });
    const response = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: car.id },
      body: {
        pickUpTime: at(0, fromHour),
        dropOffTime: at(0, toHour),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const trip: Trip = {
      id: response.json<{ id: number }>().id,
      pickUp: instant(at(0, fromHour)),
      dropOff: instant(at(0, toHour)),
      customer,
    };
    return trip;
  }

  const checkOut = (
    id: number,
    body: Record<string, unknown> = { odometer: 1000, fuelEighths: 8 },
  ) => api.post(`/api/reservations/admin/${id}/check-out`, { token: tokens.admin, body });
  const checkIn = (id: number, body: Record<string, unknown>, what = 'check-in') =>
    api.post(`/api/reservations/admin/${id}/${what}`, { token: tokens.admin, body });

  /** A trip booked and handed over at its pick-up, 1000 miles and a full tank. */
  async function onTheRoad(photos: string[] = []) {
    const trip = await booked();
    setClock(trip.pickUp);
    const response = await checkOut(trip.id, {
      odometer: 1000,
      fuelEighths: 8,
      notes: 'Small chip in the windscreen',
      photos,
    });
    expect(response.statusCode, response.body).toBe(200);
    return trip;
  }

  return { setClock, booked, checkOut, checkIn, onTheRoad };
}
