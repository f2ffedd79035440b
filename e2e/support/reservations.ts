import { api, requestDate } from './admin.ts';
import { companyDate } from './dates.ts';

interface Booking {
  daysAhead: number;
  /** Company wall-clock times, HH:mm:ss. */
  from: string;
  to: string;
  pickUpLocation?: string;
  dropOffLocation?: string;
}

/** Books a vehicle straight through the API, as the customer whose token this is. */
export async function bookViaApi(token: string, vehicleId: number, booking: Booking) {
  const day = requestDate(companyDate(booking.daysAhead));
  return api<{ id: number }>(`/reservations/add?carId=${vehicleId}`, token, {
    method: 'POST',
    body: {
      pickUpTime: `${day} ${booking.from}`,
      dropOffTime: `${day} ${booking.to}`,
      pickUpLocation: booking.pickUpLocation ?? 'Union Square',
      dropOffLocation: booking.dropOffLocation ?? 'Union Square',
    },
    expect: 201,
  });
}
