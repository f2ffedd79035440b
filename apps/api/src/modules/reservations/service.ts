import {
  ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE,
  type AdminReservationPageQuery,
  type ReservationSortField,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  cancellationProblem,
  centsToDollars,
  holdsVehicle,
  type AdminReservationRequest,
  type BookingRequest,
  type ChosenExtraRequest,
  type PageQuery,
  type ReservationStatus,
  TERMS_CHANGED_MESSAGE,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { PG_EXCLUSION_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { deleteBooking, moveBooking, setByOffice } from '../booking-life/index.ts';
import { appendCharges } from '../handover/index.ts';
import { cancellationFacts, enqueueReservationMail } from '../mail/index.ts';
import { planCancellationRefund } from '../payments/online/index.ts';
import { issueOwedReceipts, settleIfDue } from '../payments/index.ts';
import {
  linesToStore,
  priceOfTrip,
  toChargeLineAnswers,
  type PriceBook,
  type PriceList,
  type PriceRules,
  type Trip,
} from '../prices/index.ts';
import { replaceReservationExtras, type ExtraService } from '../extras/index.ts';
import { toRatePeriod } from '../rates/index.ts';
import { VEHICLE_NOT_FOUND_MESSAGE, type VehicleService } from '../vehicles/index.ts';
import {
  BookingStatements,
  type Availability,
  type BookingOutcome,
  type NewBooking,
} from './booking-statements.ts';
import {
  assertBookable,
  parseWindow,
  type BookingWindow,
  type TimeRule,
} from './booking-window.ts';
import { daysOf } from './days-of.ts';
import type { TermsService } from '../terms/index.ts';
import { driverTerms } from './driver-rules.ts';
import { toReservations } from './mapper.ts';
import type { Repricing } from './repricing.ts';
import * as repository from './repository.ts';

export const RESERVATION_NOT_FOUND_MESSAGE = 'Reservation not found.';

/**
 * The mail an office edit sends the customer: none when it closes the booking as done or
 * no-show, or changes nothing the customer knows of (their times, places, car and price).
 */
function noticeOfEdit(
  before: NonNullable<Awaited<ReturnType<typeof repository.lockReservation>>>,
  after: repository.ReservationChanges & { status: ReservationStatus },
  priceChanged: boolean,
) {
  // A booking never paid was never confirmed: no mail speaks of it (decision 051).
  if (before.status === 'PENDING_PAYMENT') return null;
  if (after.status === 'CANCELLED')
    return before.status === 'CANCELLED' ? null : 'booking-cancelled';
  if (!holdsVehicle(after.status)) return null;
  const moved =
    before.status !== after.status ||
    before.carId !== after.carId ||
    before.pickUpTime.getTime() !== after.pickUpTime?.getTime() ||
    before.dropOffTime.getTime() !== after.dropOffTime?.getTime() ||
    before.pickUpLocation !== after.pickUpLocation ||
    before.dropOffLocation !== after.dropOffLocation;
  return moved || priceChanged ? 'booking-changed' : null;
}

export const ON_THE_ROAD_EDIT_MESSAGE =
  'This trip is on the road: only its drop-off time and place can be changed.';
export const AWAITING_PAYMENT_EDIT_MESSAGE =
  'This booking waits for its online payment: until it is paid, it can only be cancelled.';

/**
 * What of the trip an office edit changes: its drop-off (time or place), and anything beyond it
 * (vehicle, pick-up, extras). A trip on the road may change only its drop-off (decision 046); a
 * booking waiting for its payment nothing, as its checkout charges it as it was made (053).
 */
function tripChanges(
  current: NonNullable<Awaited<ReturnType<typeof repository.lockReservation>>>,
  carId: number,
  window: BookingWindow,
  request: AdminReservationRequest,
) {
  // Answers carry whole seconds, so a time sent back unchanged matches to the second.
  const toSecond = (instant: Date) => Math.floor(instant.getTime() / 1000);
  const dropOffTime = toSecond(current.dropOffTime) !== toSecond(window.dropOff);
  return {
    dropOffTime,
    dropOff: dropOffTime || current.dropOffLocation !== request.dropOffLocation,
    beyondDropOff:
      current.carId !== carId ||
      toSecond(current.pickUpTime) !== toSecond(window.pickUp) ||
      current.pickUpLocation !== request.pickUpLocation ||
      request.extras !== undefined,
  };
}

/** Who makes a booking: the customer, or the office on the customer's behalf. */
export type BookedBy = 'customer' | 'office';

const activeBookingsMessage = (max: number, bookedBy: BookedBy) =>
  bookedBy === 'customer'
    ? `You already hold ${max} upcoming reservations, the most one customer may hold at once. ` +
      'You can book again once one of them has ended or been cancelled.'
    : `This customer already holds ${max} upcoming reservations, the most one customer may ` +
      'hold at once. Book again once one of them has ended or been cancelled.';

export interface AvailabilityRequest {
  carId: number;
  pickUpDateTime: string;
  dropOffDateTime: string;
  extra?: ChosenExtraRequest[];
}

/** The exclusion constraint is the authority on overlaps; its refusal is a 409 like ours. */
const refusingOverlaps = <T>(work: () => Promise<T>) =>
  refusedAs(
    work,
    (error) => isPgError(error, PG_EXCLUSION_VIOLATION),
    () => conflict(VEHICLE_NOT_AVAILABLE_MESSAGE),
  );

function bookingWindow(body: { pickUpTime: string; dropOffTime: string }, timeZone: string) {
  return parseWindow(
    { field: 'pickUpTime', label: 'Pick up time', value: body.pickUpTime },
    { field: 'dropOffTime', label: 'Drop off time', value: body.dropOffTime },
    timeZone,
  );
}

export class ReservationService {
  private readonly statements: BookingStatements;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly vehicles: VehicleService,
    private readonly extras: ExtraService,
    private readonly priceBook: PriceBook,
    private readonly repricing: Repricing,
    private readonly terms: TermsService,
  ) {
    this.statements = new BookingStatements(ctx.db);
  }

  /** The rules with the rate periods the booking path's statement read beside the vehicle. */
  private rulesWith(answer: Availability): PriceRules {
    return {
      timeZone: this.ctx.config.timeZone,
      ratePeriods: answer.ratePeriods.map(toRatePeriod),
    };
  }

  /** The quote for the caller: a young driver's includes the fee. */
  async availability(caller: UserRow, request: AvailabilityRequest) {
    const window = await this.bookableWindow(request.carId, () =>
      parseWindow(
        { field: 'pickUpDateTime', label: 'Pick up time', value: request.pickUpDateTime },
        { field: 'dropOffDateTime', label: 'Drop off time', value: request.dropOffDateTime },
        this.ctx.config.timeZone,
      ),
    );
    const [answer, extras] = await Promise.all([
      this.statements.availability(request.carId, window),
      this.extras.chosen(request.extra),
    ]);
    if (!answer) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    const driver = driverTerms(caller, window, this.ctx.config.timeZone);
    const price = priceOfTrip(
      answer,
      { ...window, extras, youngDriverFeePerDayCents: driver.youngDriverFeePerDayCents },
      this.rulesWith(answer),
    );
    const total = centsToDollars(price.totalCents);
    // The booking would refuse this driver or this time: said before any card is asked for.
    const reason = driver.problem ?? (answer.taken ? VEHICLE_NOT_AVAILABLE_MESSAGE : null);
    return {
      available: reason === null,
      ...(reason !== null && { reason }),
      totalPrice: total,
      quote: {
        lines: toChargeLineAnswers(price.lines),
        total,
        deposit: centsToDollars(answer.depositCents),
      },
    };
  }

  /** Books for the customer, who gets the confirmation mail whoever made the booking. */
  async book(
    customer: UserRow,
    carId: number,
    request: BookingRequest,
    bookedBy: BookedBy = 'customer',
  ): Promise<number> {
    const window = await this.bookableWindow(carId, () =>
      bookingWindow(request, this.ctx.config.timeZone),
    );
    const termsVersion = await this.terms.published();
    // A customer who accepted other terms (the page open while they changed) reads them again.
    if (request.termsVersion !== undefined && request.termsVersion !== termsVersion) {
      throw conflict(TERMS_CHANGED_MESSAGE);
    }
    const { maxActiveBookings, timeZone } = this.ctx.config;
    const driver = driverTerms(customer, window, timeZone);
    if (driver.problem) throw badRequest(driver.problem);
    const [kept, extras] = await Promise.all([
      this.priceBook.kept(),
      this.extras.chosen(request.extras),
    ]);
    const booking = {
      carId,
      userId: customer.id,
      window,
      pickUpLocation: request.pickUpLocation,
      dropOffLocation: request.dropOffLocation,
      now: this.ctx.now(),
      maxActive: maxActiveBookings,
      // Paid online, a customer's booking waits for its payment; the office's is paid at the
      // counter (decision 051).
      awaitingPayment: bookedBy === 'customer' && this.ctx.config.payments.mode === 'stripe',
      termsVersion,
    };
    const trip = { ...window, extras, youngDriverFeePerDayCents: driver.youngDriverFeePerDayCents };
    // Priced on the vehicle as it stands now: a change of its prices after this is not the
    // quote the customer saw a moment ago either (decision 044). The kept prices are checked in
    // the booking's own statement, so it stays one round trip; when they changed, or do not
    // know the vehicle yet, it is priced again at the current ones.
    let booked = kept.vehicles.has(carId)
      ? await this.bookAt(kept, kept.version, booking, trip)
      : undefined;
    if (!booked || booked.pricesChanged) {
      booked = await this.bookAt(await this.priceBook.current(), null, booking, trip);
    }
    if (!booked.vehicleFound) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    if (booked.limitReached) throw badRequest(activeBookingsMessage(maxActiveBookings, bookedBy));
    if (booked.id === null) throw conflict(VEHICLE_NOT_AVAILABLE_MESSAGE);
    return booked.id;
  }

  /** Books the trip at these prices; `checkedVersion` null books without checking them. */
  private bookAt(
    prices: PriceList,
    checkedVersion: number | null,
    booking: Omit<NewBooking, 'price' | 'pricedAtVersion'>,
    trip: Trip,
  ): Promise<BookingOutcome> {
    const vehicle = prices.vehicles.get(booking.carId);
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
    const quoted = priceOfTrip(vehicle, trip, {
      timeZone: this.ctx.config.timeZone,
      ratePeriods: prices.ratePeriods,
    });
    const price = { lines: linesToStore(quoted, trip.extras), totalCents: quoted.totalCents };
    return refusingOverlaps(() =>
      this.statements.book({ ...booking, price, pricedAtVersion: checkedVersion }),
    );
  }

  /**
   * The requested window when it can be booked. Its faults are found before any query, but
   * reported in the API's order: an unknown vehicle (404) before a bad window (400).
   */
  private async bookableWindow(carId: number, read: () => BookingWindow): Promise<BookingWindow> {
    try {
      const window = read();
      assertBookable(window, this.timeRule());
      return window;
    } catch (problem) {
      await this.vehicles.getRow(carId);
      throw problem;
    }
  }

  pageOfUser(caller: UserRow, query: PageQuery<ReservationSortField>) {
    const where = repository.ofUser(caller.id);
    return loadPage(
      query,
      repository.countReservations(this.ctx.db, where),
      repository.listReservationsPage(this.ctx.db, query, where),
      (rows) => this.map(rows, false),
    );
  }

  /** The office's list; unfiltered, its size comes from the counts the triggers keep. */
  pageOfAll(query: AdminReservationPageQuery) {
    const { db, config } = this.ctx;
    const where = repository.matchingReservations(db, {
      status: query.status,
      carId: query.carId,
      customer: query.customer,
      during: daysOf(query.from, query.to, config.timeZone),
    });
    return loadPage(
      query,
      where ? repository.countReservations(db, where) : repository.countAllReservations(db),
      repository.listReservationsPage(db, query, where),
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
    const [reservation] = this.map([row], false);
    return reservation!;
  }

  async get(id: number) {
    const row = await this.findRow(id);
    const [reservation] = this.map([row], true);
    return reservation!;
  }

  /**
   * The office's edit. The status change is judged on the reservation's row as committed, held
   * until the edit commits (after the vehicle's, the order every writer of reservations takes
   * its locks in), so two edits at once take turns and a final status stays final. The status
   * is set first, by the booking's life (decision 063); a refusal of anything after it rolls it
   * back with the rest. Answers the status it had before.
   */
  async adminUpdate(
    id: number,
    carId: number,
    request: AdminReservationRequest,
  ): Promise<ReservationStatus> {
    const before = await refusingOverlaps(() =>
      this.ctx.db.transaction(async (tx) => {
        const vehicle = await repository.lockVehicle(tx, carId);
        const current = await repository.lockReservation(tx, id);
        if (!current) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
        if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
        const now = this.ctx.now();
        await setByOffice(tx, id, request.status, now);
        const window = bookingWindow(request, this.ctx.config.timeZone);
        const changed = tripChanges(current, carId, window, request);
        const onTheRoad = current.status === 'IN_PROGRESS';
        if (onTheRoad && changed.beyondDropOff) throw badRequest(ON_THE_ROAD_EDIT_MESSAGE);
        if (onTheRoad && changed.dropOffTime && window.dropOff.getTime() <= now.getTime()) {
          throw badRequest(ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE, 'dropOffTime');
        }
        if (current.status === 'PENDING_PAYMENT' && (changed.beyondDropOff || changed.dropOff)) {
          throw badRequest(AWAITING_PAYMENT_EDIT_MESSAGE);
        }
        assertBookable(window, { ...this.timeRule(now), previousPickUp: current.pickUpTime });
        if (
          holdsVehicle(request.status) &&
          (await repository.isOccupied(tx, carId, { from: window.pickUp, to: window.dropOff }, id))
        ) {
          throw conflict(VEHICLE_NOT_AVAILABLE_MESSAGE);
        }
        const changes: repository.ReservationChanges = {
          carId,
          pickUpTime: window.pickUp,
          dropOffTime: window.dropOff,
          pickUpLocation: request.pickUpLocation,
          dropOffLocation: request.dropOffLocation,
        };
        // The booking keeps its price unless what it is priced on changes (decision 044).
        const repriced =
          request.extras !== undefined ||
          current.carId !== carId ||
          current.pickUpTime.getTime() !== window.pickUp.getTime() ||
          current.dropOffTime.getTime() !== window.dropOff.getTime();
        if (onTheRoad) {
          // Priced as an extension, the booked hours as booked (decision 070).
          if (changed.dropOffTime) {
            const added = await this.repricing.priceOfMovedDropOff(
              tx,
              { id, userId: current.userId },
              vehicle,
              { pickUp: current.pickUpTime, dropOff: current.dropOffTime },
              window.dropOff,
            );
            await appendCharges(tx, id, added.lines);
            changes.totalPriceCents = current.totalPriceCents + added.totalCents;
          }
        } else if (repriced) {
          const { price, extras } = await this.repricing.priceOf(
            tx,
            { id, userId: current.userId },
            vehicle,
            window,
            request.extras,
          );
          Object.assign(changes, await this.repricing.store(tx, id, price));
          changes.depositCents = vehicle.depositCents;
          if (request.extras) await replaceReservationExtras(tx, id, extras);
        }
        await repository.updateReservation(tx, id, changes);
        // Ended with nothing owed: settled now, so its receipt gets its number (decision 048).
        await settleIfDue(tx, id, now);
        const priceChanged =
          changes.totalPriceCents !== undefined &&
          changes.totalPriceCents !== current.totalPriceCents;
        const notice = noticeOfEdit(current, { ...changes, status: request.status }, priceChanged);
        if (notice === 'booking-cancelled') {
          await enqueueReservationMail(tx, notice, id, await cancellationFacts(tx, id));
        } else if (notice) {
          await enqueueReservationMail(
            tx,
            notice,
            id,
            priceChanged ? { previousTotalPriceCents: current.totalPriceCents } : {},
          );
        }
        return current.status;
      }),
    );
    await issueOwedReceipts(this.ctx);
    return before;
  }

  /**
   * The customer's own cancellation, under the notice rule; someone else's reservation is as
   * unknown as a missing one. The notice mail is queued in the same transaction.
   */
  async cancel(caller: UserRow, id: number): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const current = await repository.lockReservation(tx, id);
      if (!current || current.userId !== caller.id) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
      const problem = cancellationProblem(
        current.status,
        current.pickUpTime,
        this.ctx.now(),
        this.ctx.config.cancellationNoticeHours,
      );
      if (problem) throw badRequest(problem);
      await moveBooking(tx, id, 'CANCELLED', 'customer-cancel', this.ctx.now());
      await planCancellationRefund(tx, this.ctx.config, id, this.ctx.now());
      await settleIfDue(tx, id, this.ctx.now());
      await enqueueReservationMail(tx, 'booking-cancelled', id, await cancellationFacts(tx, id));
    });
    await issueOwedReceipts(this.ctx);
  }

  /** Deleted only when the booking's life lets it: history stays (decisions 048, 063). */
  async delete(id: number): Promise<void> {
    if (!(await deleteBooking(this.ctx.db, id))) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
  }

  private async findRow(id: number) {
    const row = await repository.findReservation(this.ctx.db, id);
    if (!row) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    return row;
  }

  private timeRule(now = this.ctx.now()): TimeRule {
    return { now, horizonDays: this.ctx.config.bookingHorizonDays };
  }

  private map(rows: repository.DetailedReservation[], withCustomer: boolean) {
    return toReservations(rows, {
      timeZone: this.ctx.config.timeZone,
      now: this.ctx.now(),
      withCustomer,
    });
  }
}
