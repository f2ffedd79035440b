import type {
  CheckInRequest,
  CheckOutRequest,
  HandoverDone,
  OfficeVehicle,
  checkInPreviewSchema,
} from '@keyturn/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api.ts';

/** The return's lines and the reservation's new total, as the office reviews them. */
export type CheckInPreview = z.infer<typeof checkInPreviewSchema>;

/** The car goes out: the server checks the licence and the window, and the trip is on the road. */
export function checkOut(id: number, body: CheckOutRequest): Promise<HandoverDone> {
  return apiRequest(`/reservations/admin/${id}/check-out`, { method: 'POST', body });
}

/** What the return would add to the bill; nothing is saved. */
export function previewCheckIn(id: number, body: CheckInRequest): Promise<CheckInPreview> {
  return apiRequest(`/reservations/admin/${id}/check-in/preview`, { method: 'POST', body });
}

/** The car comes back: the trip is done and the return's lines join its charges. */
export function checkIn(id: number, body: CheckInRequest): Promise<HandoverDone> {
  return apiRequest(`/reservations/admin/${id}/check-in`, { method: 'POST', body });
}

/** The car as the office knows it: the check-out reads its last odometer reading. */
export function fetchCar(carId: number): Promise<OfficeVehicle> {
  return apiRequest(`/car/admin/${carId}`);
}
