import type { ApiClient } from './harness.ts';

export interface Trip {
  /** Request times (MM/DD/YYYY HH:mm:ss, or ISO); see times.ts `at`. */
  pickUpTime: string;
  dropOffTime: string;
  pickUpLocation?: string;
  dropOffLocation?: string;
}

/**
 * Books the vehicle for the customer whose token this is, at Union Square unless the trip says
 * otherwise; fails unless it is booked. Gives the reservation's id.
 */
export async function bookCar(
  api: ApiClient,
  token: string,
  carId: number,
  { pickUpLocation = 'Union Square', dropOffLocation = 'Union Square', ...times }: Trip,
): Promise<number> {
  const response = await api.post('/api/reservations/add', {
    token,
    query: { carId },
    body: { ...times, pickUpLocation, dropOffLocation },
  });
  if (response.statusCode !== 201) {
    throw new Error(`the booking was refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ id: number }>().id;
}
