import {
  ALLOWED_STATUS_TRANSITIONS,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  centsToDollars,
  totalPriceCents,
  type AdminReservationRequest,
  type BookingRequest,
  type PageQuery,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { PG_EXCLUSION_VIOLATION, isPgError } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { VEHICLE_NOT_FOUND_MESSAGE, VehicleService } from '../vehicles/service.ts';
import { BookingStatements } from './booking-statements.ts';
import { assertBookable, parseWindow, type BookingWindow } from './booking-window.ts';
import { toReservations } from './mapper.ts';
import * as repository from './repository.ts';

const RESERVATION_NOT_FOUND_MESSAGE = 'Reservation not found.';

export interface AvailabilityRequest {
  carId: number;
  pickUpDateTime: string;
  dropOffDateTime: string;
}

/** The exclusion constraint is the authority on overlaps; its refusal is a 409 like ours. */
async function refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPgError(error, PG_EXCLUSION_VIOLATION)) throw conflict(VEHICLE_NOT_AVAILABLE_MESSAGE);
    throw error;
  }
}

function bookingWindow(body: { pickUpTime: string; dropOffTime: string }, timeZone: string) {
  return parseWindow(
    { field: 'pickUpTime', label: 'Pick up time', value: body.pickUpTime },
    { field: 'dropOffTime', label: 'Drop off time', value: body.dropOffTime },
    timeZone,
  );
}

export class ReservationService {
  private readonly vehicles: VehicleService;
  private readonly statements: BookingStatements;

  constructor(private readonly ctx: AppContext) {
    this.vehicles = new VehicleService(ctx);
    this.statements = new BookingStatements(ctx.db);
  }

  async availability(request: AvailabilityRequest) {
    const window = await this.bookableWindow(request.carId, () =>
      parseWindow(
        { field: 'pickUpDateTime', label: 'Pick up time', value: request.pickUpDateTime },
        { field: 'dropOffDateTime', label: 'Drop off time', value: request.dropOffDateTime },
        this.ctx.config.timeZone,
      ),
    );
    const answer = await this.statements.availability(request.carId, window);
    if (!answer) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    return {
      available: !answer.taken,
      totalPrice: centsToDollars(
        totalPriceCents(answer.pricePerHourCents, window.pickUp, window.dropOff),
      ),
    };
  }

  async book(caller: UserRow, carId: number, request: BookingRequest): Promise<number> {
    const window = await this.bookableWindow(carId, () =>
      bookingWindow(request, this.ctx.config.timeZone),
    );
    const booked = await refusingOverlaps(() =>
      this.statements.book({
        carId,
        userId: caller.id,
        window,
        pickUpLocation: request.pickUpLocation,
        dropOffLocation: request.dropOffLocation,
      }),
    );
    if (!booked.vehicleFound) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    if (booked.id === null) throw conflict(VEHICLE_NOT_AVAILABLE_MESSAGE);
    return booked.id;
  }

  /**
   * The requested window when it can be booked. Its faults are found before any query, but
   * reported in the API's order: an unknown vehicle (404) before a bad window (400).
   */
  private async bookableWindow(carId: number, read: () => BookingWindow): Promise<BookingWindow> {
    try {
      const window = read();
      assertBookable(window, this.ctx.now());
      return window;
    } catch (problem) {
      await this.vehicles.getRow(carId);
      throw problem;
    }
  }

  pageOfUser(caller: UserRow, query: PageQuery<repository.ReservationSortField>) {
    const where = repository.ofUser(caller.id);
    return loadPage(
      query,
      repository.countReservations(this.ctx.db, where),
      repository.listReservationsPage(this.ctx.db, query, where),
      (rows) => this.map(rows, false),
    );
  }

  pageOfAll(query: PageQuery<repository.ReservationSortField>) {
    return loadPage(
      query,
      repository.countAllReservations(this.ctx.db),
      repository.listReservationsPage(this.ctx.db, query),
      (rows) => this.map(rows, true),
    );
  }

  async all() {
    return this.map(await repository.listAllReservations(this.ctx.db), true);
  }

  /** The caller's own reservation; someone else's is as unknown as a missing one. */
  async getOwn(caller: UserRow, id: number) {
    const row = await repository.findReservation(this.ctx.db, id);
    if (!row || row.reservation.userId !== caller.id) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    const [reservation] = await this.map([row], false);
    return reservation!;
  }

  async get(id: number) {
    const row = await this.findRow(id);
    const [reservation] = await this.map([row], true);
    return reservation!;
  }

  async adminUpdate(id: number, carId: number, request: AdminReservationRequest): Promise<void> {
    const { reservation } = await this.findRow(id);
    const vehicle = await this.vehicles.getRow(carId);
    if (!ALLOWED_STATUS_TRANSITIONS[reservation.status].includes(request.status)) {
      throw badRequest(
        `This reservation is ${reservation.status} and can no longer be changed.`,
        'status',
      );
    }
    const window: BookingWindow = bookingWindow(request, this.ctx.config.timeZone);
    assertBookable(window, this.ctx.now(), reservation.pickUpTime);
    await refusingOverlaps(() =>
      this.ctx.db.transaction(async (tx) => {
        await repository.lockVehicleReservations(tx, carId);
        if (
          request.status === 'CREATED' &&
          (await repository.overlapsCreated(tx, carId, window.pickUp, window.dropOff, id))
        ) {
          throw conflict(VEHICLE_NOT_AVAILABLE_MESSAGE);
        }
        await repository.updateReservation(tx, id, {
          carId,
          pickUpTime: window.pickUp,
          dropOffTime: window.dropOff,
          pickUpLocation: request.pickUpLocation,
          dropOffLocation: request.dropOffLocation,
          status: request.status,
          totalPriceCents: totalPriceCents(
            vehicle.pricePerHourCents,
            window.pickUp,
            window.dropOff,
          ),
        });
      }),
    );
  }

  async delete(id: number): Promise<void> {
    if (!(await repository.deleteReservation(this.ctx.db, id))) {
      throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    }
  }

  private async findRow(id: number) {
    const row = await repository.findReservation(this.ctx.db, id);
    if (!row) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    return row;
  }

  private map(rows: repository.DetailedReservation[], withCustomer: boolean) {
    return toReservations(this.ctx.db, rows, { timeZone: this.ctx.config.timeZone, withCustomer });
  }
}
