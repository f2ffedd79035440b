import type { Reservation } from '@keyturn/shared';
import { sampleVehicle } from './sample-vehicle.ts';

/**
 * A four-hour trip booked at Union Square, not yet picked up, as the API answers it; a test
 * gives the times and whatever else it is about.
 */
export function sampleReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 5,
    car: sampleVehicle,
    carId: sampleVehicle.id,
    userId: 3,
    pickUpTime: '2026-11-25T09:00:00',
    dropOffTime: '2026-11-25T13:00:00',
    pickUpDate: '2026-11-25T09:00:00',
    dropOffDate: '2026-11-25T13:00:00',
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Union Square',
    status: 'CREATED',
    totalPrice: 60,
    charges: [],
    paid: 0,
    balance: 60,
    deposit: 200,
    paymentUrl: null,
    overdue: false,
    handover: {},
    termsVersion: 'a1b2c3d4e5f6',
    ...overrides,
  };
}
