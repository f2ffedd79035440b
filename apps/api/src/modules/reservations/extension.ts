import {
  DROP_OFF_NOT_LATER_MESSAGE,
  EXTENSION_TAKEN_MESSAGE,
  MAX_BOOKING_DAYS,
  TRIP_EXTENDED_MESSAGE,
  centsToDollars,
  extensionProblem,
  formatWallClock,
  type ChargeLine,
  type ExtendTripRequest,
  type ExtendedTrip,
  type ExtensionAnswer,
  type TripPrice,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { PG_EXCLUSION_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { appendCharges } from '../handover/index.ts';
import { enqueueReservationMail } from '../mail/index.ts';
import { toChargeLineAnswers } from '../prices/index.ts';
import { assertBookable, parseTime, type BookingWindow } from './booking-window.ts';
import * as repository from './repository.ts';
import type { Repricing } from './repricing.ts';
import { RESERVATION_NOT_FOUND_MESSAGE } from './service.ts';

const DAY_MS = 86_400_000;
const DROP_OFF = { field: 'dropOffTime', label: 'Drop off time' };

/** The office moved the trip to another car between our read and our lock: ask again. */
const MOVED_MEANWHILE_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

type LockedTrip = NonNullable<Awaited<ReturnType<typeof repository.lockReservation>>>;

/**
 * The customer keeps the car longer (contract section 6, "Extending a trip"; decision 047).
 * Whether the time is free is the database's to decide: the UPDATE of the drop-off rewrites the
 * reservation's hold in vehicle_occupancy (hold_vehicle_for_reservation), whose exclusion
 * constraint refuses an overlap, so an extension and a booking racing for one hour never both
 * win. Locks are taken in the booking's order, the vehicle's row before the reservation's.
 */
export class TripExtensions {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly repricing: Repricing,
  ) {}

  /** How long the trip may last now, and with a drop-off asked about, the trip's price to it. */
  async offer(caller: UserRow, id: number, dropOffTime?: string): Promise<ExtensionAnswer> {
    // Read without locks: an answer to look at, which the extension itself checks again.
    return this.ctx.db.transaction(async (tx) => {
      const { trip, vehicle } = await this.ownTrip(tx, caller, id, { lock: false });
      const freeUntil = await repository.vehicleFreeUntil(tx, trip.carId, trip.dropOffTime, id);
      const answer: ExtensionAnswer = {
        latestDropOff: formatWallClock(this.latestDropOff(trip, freeUntil), this.zone()),
      };
      if (dropOffTime === undefined) return answer;
      const window = this.extendedWindow(trip, dropOffTime);
      const added = await this.addedPrice(tx, id, trip, vehicle, window);
      const lines = [...(await repository.findCharges(tx, id)), ...added.lines];
      return { ...answer, quote: this.quote(lines, trip, added) };
    });
  }

  /** Moves the drop-off later, prices the trip again and mails the updated calendar entry. */
  async extend(caller: UserRow, id: number, request: ExtendTripRequest): Promise<ExtendedTrip> {
    return refusedAs(
      () =>
        this.ctx.db.transaction(async (tx) => {
          const { trip, vehicle } = await this.ownTrip(tx, caller, id, { lock: true });
          const window = this.extendedWindow(trip, request.dropOffTime);
          const added = await this.addedPrice(tx, id, trip, vehicle, window);
          await appendCharges(tx, id, added.lines);
          // This UPDATE fires the occupancy trigger: the exclusion constraint decides here.
          await repository.updateReservation(tx, id, {
            dropOffTime: window.dropOff,
            totalPriceCents: trip.totalPriceCents + added.totalCents,
          });
          await enqueueReservationMail(tx, 'booking-changed', id, {
            extendedByCustomer: true,
            ...(added.totalCents !== 0 && { previousTotalPriceCents: trip.totalPriceCents }),
          });
          const quote = this.quote(await repository.findCharges(tx, id), trip, added);
          return {
            message: TRIP_EXTENDED_MESSAGE,
            success: true,
            dropOffTime: formatWallClock(window.dropOff, this.zone()),
            totalPrice: quote.total,
            quote,
          };
        }),
      (error) => isPgError(error, PG_EXCLUSION_VIOLATION),
      () => conflict(EXTENSION_TAKEN_MESSAGE),
    );
  }

  /**
   * The caller's own trip, extendable, with its vehicle's prices; with the lock both rows are
   * held until the transaction ends. Someone else's reservation is as unknown as a missing one.
   */
  private async ownTrip(tx: Database, caller: UserRow, id: number, lock: repository.ReadLock) {
    const owner = await repository.findTripOwner(tx, id);
    if (!owner || owner.userId !== caller.id) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    const vehicle = await repository.lockVehicle(tx, owner.carId, lock);
    const trip = await repository.lockReservation(tx, id, lock);
    if (!vehicle || !trip || trip.carId !== owner.carId) throw conflict(MOVED_MEANWHILE_MESSAGE);
    const problem = extensionProblem(trip.status, trip.dropOffTime, this.ctx.now());
    if (problem) throw badRequest(problem);
    return { trip, vehicle };
  }

  /**
   * The latest drop-off the booking rule allows (the longest trip from this pick-up; the
   * booking horizon bounds pick-ups, and this one is set) and the vehicle's next use, never
   * before the drop-off the trip has; in whole seconds, as answers write times.
   */
  private latestDropOff(trip: LockedTrip, freeUntil: Date | null): Date {
    const longest = trip.pickUpTime.getTime() + MAX_BOOKING_DAYS * DAY_MS;
    const latest = Math.min(longest, freeUntil?.getTime() ?? Infinity);
    return new Date(Math.max(trip.dropOffTime.getTime(), Math.floor(latest / 1000) * 1000));
  }

  /** The trip to the new drop-off, under the booking's time rule with its pick-up kept. */
  private extendedWindow(trip: LockedTrip, dropOffTime: string): BookingWindow {
    const dropOff = parseTime({ ...DROP_OFF, value: dropOffTime }, this.zone());
    if (dropOff.getTime() <= trip.dropOffTime.getTime()) {
      throw badRequest(DROP_OFF_NOT_LATER_MESSAGE, DROP_OFF.field);
    }
    const window = {
      pickUp: trip.pickUpTime,
      dropOff,
      fields: { pickUp: 'pickUpTime', dropOff: DROP_OFF.field },
    };
    assertBookable(window, {
      now: this.ctx.now(),
      horizonDays: this.ctx.config.bookingHorizonDays,
      previousPickUp: trip.pickUpTime,
    });
    return window;
  }

  /** What the added time costs at today's prices (decision 060). */
  private addedPrice(
    tx: Database,
    id: number,
    trip: LockedTrip,
    vehicle: NonNullable<Awaited<ReturnType<typeof repository.lockVehicle>>>,
    window: BookingWindow,
  ): Promise<TripPrice> {
    const booked = { pickUp: trip.pickUpTime, dropOff: trip.dropOffTime };
    return this.repricing.priceOfMovedDropOff(
      tx,
      { id, userId: trip.userId },
      vehicle,
      booked,
      window.dropOff,
    );
  }

  /** The booking's lines after the extension, and its total: the booked one and the added. */
  private quote(lines: readonly ChargeLine[], trip: LockedTrip, added: TripPrice) {
    return {
      lines: toChargeLineAnswers(lines),
      total: centsToDollars(trip.totalPriceCents + added.totalCents),
      deposit: centsToDollars(trip.depositCents),
    };
  }

  private zone() {
    return this.ctx.config.timeZone;
  }
}
