import {
  BLOCK_END_BEFORE_START_MESSAGE,
  BLOCK_ENDED_MESSAGE,
  BLOCK_MAX_DAYS_BACK,
  BLOCK_TOO_EARLY_MESSAGE,
  blockTooLateMessage,
  BLOCK_NOT_FOUND_MESSAGE,
  BLOCK_OVERLAP_MESSAGE,
  formatWallClock,
  type BlockRequest,
  type VehicleBlock,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { PG_EXCLUSION_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { lockVehicle, parseWindow, type BookingWindow } from '../reservations/index.ts';
import { VEHICLE_NOT_FOUND_MESSAGE, type VehicleService } from '../vehicles/index.ts';
import * as repository from './repository.ts';

const DAY_MS = 86_400_000;

/** Out-of-service time per vehicle. Whether it collides is the database's call (decision 023). */
export class BlockService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly vehicles: VehicleService,
  ) {}

  async list(carId: number): Promise<VehicleBlock[]> {
    await this.vehicles.getRow(carId);
    const { timeZone } = this.ctx.config;
    return (await repository.blocksOf(this.ctx.db, carId)).map((block) => ({
      id: block.id,
      start: formatWallClock(block.startTime, timeZone),
      end: formatWallClock(block.endTime, timeZone),
      reason: block.reason,
    }));
  }

  /**
   * Takes the vehicle out of service for the window. The vehicle's row is held as every booking
   * holds it, so writers of one vehicle take turns instead of deadlocking in the exclusion check;
   * the check itself refuses a window that a CREATED reservation (with its turnaround time) or
   * another block holds.
   */
  async add(carId: number, request: BlockRequest): Promise<number> {
    const window = await this.blockWindow(carId, request);
    return refusedAs(
      () =>
        this.ctx.db.transaction(async (tx) => {
          if (!(await lockVehicle(tx, carId))) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
          return repository.insertBlock(tx, {
            carId,
            startTime: window.pickUp,
            endTime: window.dropOff,
            reason: request.reason,
          });
        }),
      (error) => isPgError(error, PG_EXCLUSION_VIOLATION),
      () => conflict(BLOCK_OVERLAP_MESSAGE),
    );
  }

  async remove(blockId: number): Promise<void> {
    if (!(await repository.deleteBlock(this.ctx.db, blockId))) {
      throw notFound(BLOCK_NOT_FOUND_MESSAGE);
    }
  }

  /** From a few weeks back to the booking horizon: nothing in the past, no 3,000-day block. */
  private assertWithinBounds({ pickUp: start, dropOff: end }: BookingWindow): void {
    const now = this.ctx.now().getTime();
    const { bookingHorizonDays } = this.ctx.config;
    if (end.getTime() <= now) throw badRequest(BLOCK_ENDED_MESSAGE, 'end');
    if (start.getTime() < now - BLOCK_MAX_DAYS_BACK * DAY_MS) {
      throw badRequest(BLOCK_TOO_EARLY_MESSAGE, 'start');
    }
    if (end.getTime() > now + bookingHorizonDays * DAY_MS) {
      throw badRequest(blockTooLateMessage(bookingHorizonDays), 'end');
    }
  }

  /** The request's window; an unknown vehicle (404) is reported before a bad window (400). */
  private async blockWindow(carId: number, request: BlockRequest): Promise<BookingWindow> {
    try {
      const window = parseWindow(
        { field: 'start', label: 'Start', value: request.start },
        { field: 'end', label: 'End', value: request.end },
        this.ctx.config.timeZone,
      );
      if (window.dropOff <= window.pickUp) throw badRequest(BLOCK_END_BEFORE_START_MESSAGE, 'end');
      this.assertWithinBounds(window);
      return window;
    } catch (problem) {
      await this.vehicles.getRow(carId);
      throw problem;
    }
  }
}
