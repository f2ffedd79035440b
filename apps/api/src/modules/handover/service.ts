import {
  CHECK_OUT_TOO_LATE_MESSAGE,
  ODOMETER_BELOW_CHECK_OUT_MESSAGE,
  PHOTO_NOT_AVAILABLE_MESSAGE,
  PICKUP_EARLY_MINUTES,
  REPEATED_PHOTO_MESSAGE,
  RETURNED_BEFORE_CHECK_OUT_MESSAGE,
  RETURNED_IN_FUTURE_MESSAGE,
  centsToDollars,
  checkOutTooEarlyMessage,
  dollarsToCents,
  isOdometerJump,
  odometerBelowLastMessage,
  odometerJumpMessage,
  parseRequestDateTime,
  returnCharges,
  type CheckInRequest,
  type CheckOutRequest,
  type ImageWidth,
  type TripPrice,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { ADMINISTRATOR } from '../../plugins/access.ts';
import { assertMovable, moveBooking } from '../booking-life/index.ts';
import {
  IMAGE_NOT_FOUND_MESSAGE,
  assertImageId,
  type FileService,
  type ServedImage,
} from '../files/index.ts';
import { toChargeLineAnswers, youngDriverFeeDue } from '../prices/index.ts';
import type { RateService } from '../rates/index.ts';
import {
  driverTerms,
  findDriver,
  lockReservation,
  updateReservation,
  type DriverRow,
} from '../reservations/index.ts';
import { dayRange } from '../availability/index.ts';
import { lastOdometerOf } from '../vehicles/index.ts';
import { licenceProblem } from './licence-check.ts';
import { missedPickUps, officeDay, overdueTrips } from './office-day.ts';
import { planDepositHold, planReturnSettlement } from '../payments/online/index.ts';
import { issueOwedReceipts, settleIfDue } from '../payments/index.ts';
import * as repository from './repository.ts';

const RESERVATION_NOT_FOUND_MESSAGE = 'Reservation not found.';
const MINUTE_MS = 60_000;

type Trip = NonNullable<Awaited<ReturnType<typeof lockReservation>>>;

interface RecordMade {
  id: number;
  kind: repository.NewHandover['kind'];
  office: UserRow;
  request: CheckOutRequest;
  photos: string[];
  /** When the office made it (a check-out's licence check is recorded at the same time). */
  at: Date;
  returnedAt?: Date;
}

/**
 * A second record taking the same photo at once is refused as the first check refuses it
 * (handover_photos_image_key; the one record per kind is kept by the reservation's lock, so
 * that index is the only one these writes can meet).
 */
const refusingTakenPhotos = <T>(work: () => Promise<T>) =>
  refusedAs(
    work,
    (error) => isPgError(error, PG_UNIQUE_VIOLATION),
    () => badRequest(PHOTO_NOT_AVAILABLE_MESSAGE, 'photos'),
  );

/**
 * The hand-over at pick-up and the return (contract section 6, decision 046). Each runs in one
 * transaction on the reservation's row held: the status, the records, their photos and the
 * return's lines are written together or not at all, and two at once take turns.
 */
export class HandoverService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly rates: RateService,
    private readonly files: FileService,
  ) {}

  /**
   * A photo of the reservation's hand-over, for the office or the reservation's customer;
   * anyone else, or another reservation's photo, finds nothing.
   */
  async photo(
    caller: UserRow,
    id: number,
    imageId: string,
    width?: ImageWidth,
  ): Promise<ServedImage> {
    assertImageId(imageId);
    const owner = await repository.reservationOfPhoto(this.ctx.db, imageId);
    const allowed =
      owner?.reservationId === id &&
      (owner.userId === caller.id || caller.roles.includes(ADMINISTRATOR));
    if (!allowed) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    return this.files.display(imageId, width, false);
  }

  /** Today's pick-ups and returns, in the company's zone. */
  today() {
    const { timeZone } = this.ctx.config;
    return officeDay(this.ctx.db, dayRange(undefined, 1, timeZone, this.ctx.now()), timeZone);
  }

  overdue() {
    return overdueTrips(this.ctx.db, this.ctx.now(), this.ctx.config.timeZone);
  }

  missedPickUps() {
    return missedPickUps(this.ctx.db, this.ctx.now(), this.ctx.config.timeZone);
  }

  async checkOut(office: UserRow, id: number, request: CheckOutRequest): Promise<void> {
    const photos = distinctPhotos(request.photos);
    await refusingTakenPhotos(() =>
      this.ctx.db.transaction(async (tx) => {
        const trip = await this.lockedTrip(tx, id);
        const now = this.ctx.now();
        // The status moves first; a refusal of anything after rolls it back with the rest.
        await moveBooking(tx, id, 'IN_PROGRESS', 'check-out', now);
        if (now.getTime() < trip.pickUpTime.getTime() - PICKUP_EARLY_MINUTES * MINUTE_MS) {
          throw badRequest(checkOutTooEarlyMessage(PICKUP_EARLY_MINUTES));
        }
        if (now.getTime() >= trip.dropOffTime.getTime())
          throw badRequest(CHECK_OUT_TOO_LATE_MESSAGE);
        const driver = await findDriver(tx, trip.userId);
        const problem = licenceProblem(driver, tripWindow(trip), this.ctx.config.timeZone);
        if (problem) throw badRequest(problem);
        await assertOdometerFollows(tx, trip.carId, request);
        await this.record(tx, { id, kind: 'CHECK_OUT', office, request, photos, at: now });
        const feeCents = await this.addYoungDriverFee(tx, id, trip, driver);
        // The hold on the vehicle stays as it is (hold_vehicle_for_reservation).
        await updateReservation(tx, id, {
          licenseCheckedAt: now,
          licenseCheckedBy: office.id,
          ...(feeCents > 0 && { totalPriceCents: trip.totalPriceCents + feeCents }),
        });
        await planDepositHold(tx, this.ctx.config, id, now);
      }),
    );
  }

  /** What the check-in would add, and the total then; nothing is written. */
  async previewCheckIn(id: number, request: CheckInRequest) {
    return this.ctx.db.transaction(async (tx) => {
      const { trip, price } = await this.returnOf(tx, id, request);
      return {
        lines: toChargeLineAnswers(price.lines),
        total: centsToDollars(trip.totalPriceCents + price.totalCents),
      };
    });
  }

  async checkIn(office: UserRow, id: number, request: CheckInRequest): Promise<void> {
    const photos = distinctPhotos(request.photos);
    await refusingTakenPhotos(() =>
      this.ctx.db.transaction(async (tx) => {
        const { trip, price, returnedAt, damage } = await this.returnOf(tx, id, request);
        const handoverId = await this.record(tx, {
          id,
          kind: 'CHECK_IN',
          office,
          request,
          photos,
          at: this.ctx.now(),
          returnedAt,
        });
        await repository.insertDamages(tx, handoverId, damage);
        await repository.appendCharges(tx, id, price.lines);
        await updateReservation(tx, id, {
          totalPriceCents: trip.totalPriceCents + price.totalCents,
        });
        await moveBooking(tx, id, 'DONE', 'check-in', this.ctx.now());
        await planReturnSettlement(tx, this.ctx.config, id, this.ctx.now());
        // A trip paid in full before it came back is settled by its return (decision 048).
        await settleIfDue(tx, id, this.ctx.now());
      }),
    );
    await issueOwedReceipts(this.ctx);
  }

  /**
   * Adds the young-driver fee the booking's lines do not charge, by the booking's own rule:
   * a booking priced while the date of birth was unknown charged none (decision 043), and the
   * hand-over has the date on record. Answers the cents added.
   */
  private async addYoungDriverFee(tx: Database, id: number, trip: Trip, driver: DriverRow) {
    const { timeZone } = this.ctx.config;
    const window = tripWindow(trip);
    const { youngDriverFeePerDayCents } = driverTerms(driver, window, timeZone);
    const charged = await repository.chargedQuantity(tx, id, 'YOUNG_DRIVER');
    const due = youngDriverFeeDue({ ...window, youngDriverFeePerDayCents }, timeZone, charged);
    if (!due) return 0;
    await repository.appendCharges(tx, id, [due]);
    return due.amountCents;
  }

  private async lockedTrip(tx: Database, id: number): Promise<Trip> {
    const trip = await lockReservation(tx, id);
    if (!trip) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    return trip;
  }

  /** Writes the record with its photos; its id. */
  private async record(tx: Database, made: RecordMade): Promise<number> {
    const handoverId = await repository.insertHandover(tx, {
      reservationId: made.id,
      kind: made.kind,
      odometer: made.request.odometer,
      fuelEighths: made.request.fuelEighths,
      notes: made.request.notes || null,
      recordedAt: made.at,
      recordedBy: made.office.id,
      returnedAt: made.returnedAt ?? null,
    });
    if (!(await repository.attachPhotos(tx, handoverId, made.photos))) {
      throw badRequest(PHOTO_NOT_AVAILABLE_MESSAGE, 'photos');
    }
    return handoverId;
  }

  /** The return as the request tells it, judged against the trip and its check-out, priced. */
  private async returnOf(tx: Database, id: number, request: CheckInRequest) {
    const trip = await this.lockedTrip(tx, id);
    const now = this.ctx.now();
    // Judged here for the preview too, which writes nothing; the check-in's move judges again.
    assertMovable(trip, 'DONE', 'check-in', now);
    const checkOut = await repository.findCheckOut(tx, id);
    // Only a status written outside the API (psql, a restore) leaves a trip without one.
    if (!checkOut) throw badRequest('This trip has no hand-over record: it cannot be checked in.');
    const returnedAt = this.returnTime(request.returnedAt, now);
    if (returnedAt.getTime() > now.getTime()) {
      throw badRequest(RETURNED_IN_FUTURE_MESSAGE, 'returnedAt');
    }
    if (returnedAt.getTime() < checkOut.recordedAt.getTime()) {
      throw badRequest(RETURNED_BEFORE_CHECK_OUT_MESSAGE, 'returnedAt');
    }
    if (request.odometer < checkOut.odometer) {
      throw badRequest(ODOMETER_BELOW_CHECK_OUT_MESSAGE, 'odometer');
    }
    const damage = (request.damage ?? []).map((entry) => ({
      description: entry.description,
      amountCents: dollarsToCents(entry.amount),
    }));
    const [vehicle, ratePeriods] = await Promise.all([
      repository.findReturnPrices(tx, trip.carId),
      this.rates.forPricing(tx),
    ]);
    const price: TripPrice = returnCharges({
      pickUp: trip.pickUpTime,
      dropOff: trip.dropOffTime,
      returnedAt,
      timeZone: this.ctx.config.timeZone,
      ratePeriods,
      ...vehicle,
      odometerOut: checkOut.odometer,
      odometerIn: request.odometer,
      fuelOut: checkOut.fuelEighths,
      fuelIn: request.fuelEighths,
      damage,
    });
    return { trip, price, returnedAt, damage };
  }

  private returnTime(text: string | undefined, now: Date): Date {
    if (!text) return now;
    const parsed = parseRequestDateTime(text, this.ctx.config.timeZone);
    if (!parsed.ok) throw badRequest(`Return time ${parsed.reason}`, 'returnedAt');
    return parsed.instant;
  }
}

/**
 * A check-out's reading goes on from the car's last hand-over (decision 071): never below it,
 * and more than ODOMETER_JUMP_WARN miles above it only once the office confirms it (a typing
 * slip would otherwise be charged as extra miles at the return). A car's first check-out has
 * nothing to follow.
 */
async function assertOdometerFollows(tx: Database, carId: number, request: CheckOutRequest) {
  const last = await lastOdometerOf(tx, carId);
  if (last === null) return;
  if (request.odometer < last) throw badRequest(odometerBelowLastMessage(last), 'odometer');
  if (isOdometerJump(last, request.odometer) && request.confirm !== true) {
    throw badRequest(odometerJumpMessage(last, request.odometer), 'odometer');
  }
}

const tripWindow = (trip: Trip) => ({ pickUp: trip.pickUpTime, dropOff: trip.dropOffTime });

/** The photos as given, refused when one is listed twice (it would be shown twice). */
function distinctPhotos(photos: string[] = []): string[] {
  if (new Set(photos).size !== photos.length) throw badRequest(REPEATED_PHOTO_MESSAGE, 'photos');
  return photos;
}
