import type { Database } from '../../db/client.ts';
import { bookingSettings } from '../../db/schema.ts';

/**
 * Hands BOOKING_BUFFER_MINUTES to the database, whose occupancy triggers and booking function
 * apply it (decision 023), so that every writer, whatever its path, keeps the same turnaround.
 */
export async function applyBookingBuffer(db: Database, minutes: number): Promise<void> {
  await db.update(bookingSettings).set({ bufferMinutes: minutes });
}
