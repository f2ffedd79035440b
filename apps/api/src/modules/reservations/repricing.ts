import type { ChosenExtra, ChosenExtraRequest, RatePeriod, TripPrice } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { ExtraService } from '../extras/index.ts';
import { priceOfAddedTime, priceOfTrip, type VehiclePrices } from '../prices/index.ts';
import type { RateService } from '../rates/index.ts';
import { driverTerms, type DriverRow } from './driver-rules.ts';
import * as repository from './repository.ts';

/** A booking being moved: which one, and whose (the driver's age prices the fee). */
export interface MovedBooking {
  id: number;
  userId: number;
}

type Window = { pickUp: Date; dropOff: Date };

interface PricingBasis {
  extras: ChosenExtra[];
  driver: DriverRow;
  ratePeriods: RatePeriod[];
}

export interface Repriced {
  price: TripPrice;
  /** The extras priced: those booked, or those the office sent instead. */
  extras: ChosenExtra[];
  /** Why the driver may not take the trip as moved (the shared rule's sentence), or null. */
  driverProblem: string | null;
}

/**
 * A booking priced again when what it is priced on changes (decision 044): the office's edit of
 * its times or vehicle, and the customer's extension, which adds the price of the added time
 * only (decision 060). Today's prices and rate periods, the extras it holds (inactive ones too)
 * and its driver's young-driver fee, through the one price function, `priceOfTrip`.
 */
export class Repricing {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly rates: RateService,
    private readonly extras: ExtraService,
  ) {}

  async priceOf(
    tx: Database,
    booking: MovedBooking,
    vehicle: VehiclePrices,
    window: Window,
    chosenExtras?: readonly ChosenExtraRequest[],
  ): Promise<Repriced> {
    return this.priceOn(await this.basisOf(tx, booking, chosenExtras), vehicle, window);
  }

  /**
   * What keeping the car from the booked drop-off to the extended one adds (decision 060): both
   * windows priced alike, as `priceOf` prices one, and the booked window's price taken from the
   * extended one's. The driver is judged on the extended window.
   */
  async priceOfExtension(
    tx: Database,
    booking: MovedBooking,
    vehicle: VehiclePrices,
    booked: Window,
    extended: Window,
  ): Promise<Repriced> {
    const basis = await this.basisOf(tx, booking);
    const before = this.priceOn(basis, vehicle, booked);
    const after = this.priceOn(basis, vehicle, extended);
    const added = {
      ms: extended.dropOff.getTime() - booked.dropOff.getTime(),
      extras: after.extras,
    };
    return { ...after, price: priceOfAddedTime(before.price, after.price, added) };
  }

  /**
   * What moving a booked trip's drop-off adds to its price: the customer's extension (decision
   * 060), or the office's new drop-off for a trip on the road, which may also be earlier
   * (decision 070: the lines are then below 0). The deposit stays as booked (it is held at
   * pick-up). A driver who may not take the trip to the new drop-off (a licence ending before
   * it) is refused, as at booking.
   */
  async priceOfMovedDropOff(
    tx: Database,
    booking: MovedBooking,
    vehicle: VehiclePrices,
    trip: Window,
    dropOff: Date,
  ): Promise<TripPrice> {
    const moved = { pickUp: trip.pickUp, dropOff };
    const { price, driverProblem } = await this.priceOfExtension(tx, booking, vehicle, trip, moved);
    if (driverProblem) throw badRequest(driverProblem, 'dropOffTime');
    return price;
  }

  /** What a booking is priced on besides its window: its extras, its driver, the rate periods. */
  private async basisOf(
    tx: Database,
    booking: MovedBooking,
    chosenExtras?: readonly ChosenExtraRequest[],
  ): Promise<PricingBasis> {
    // One after another: the transaction's queries share its one connection.
    const extras = chosenExtras
      ? await this.extras.chosen(chosenExtras)
      : await this.extras.ofReservation(tx, booking.id);
    const driver = await repository.findDriver(tx, booking.userId);
    const ratePeriods = await this.rates.forPricing(tx);
    return { extras, driver, ratePeriods };
  }

  private priceOn(basis: PricingBasis, vehicle: VehiclePrices, window: Window): Repriced {
    const { timeZone } = this.ctx.config;
    const terms = driverTerms(basis.driver, window, timeZone);
    const price = priceOfTrip(
      vehicle,
      {
        ...window,
        extras: basis.extras,
        youngDriverFeePerDayCents: terms.youngDriverFeePerDayCents,
      },
      { timeZone, ratePeriods: basis.ratePeriods },
    );
    return { price, extras: basis.extras, driverProblem: terms.problem };
  }

  /** The booking's lines become the new price's; its total is theirs, to be written with it. */
  async store(tx: Database, id: number, price: TripPrice) {
    await repository.replaceCharges(tx, id, price.lines);
    return { totalPriceCents: price.totalCents };
  }
}
