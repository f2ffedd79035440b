import type { ChosenExtra, ChosenExtraRequest, TripPrice } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { ExtraService } from '../extras/service.ts';
import { priceOfTrip, type VehiclePrices } from '../prices/trip-price.ts';
import type { RateService } from '../rates/service.ts';
import { driverTerms } from './driver-rules.ts';
import * as repository from './repository.ts';

/** A booking being moved: which one, and whose (the driver's age prices the fee). */
export interface MovedBooking {
  id: number;
  userId: number;
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
 * its times or vehicle, and the customer's extension. Today's prices and rate periods, the
 * extras it holds (inactive ones too) and its driver's young-driver fee, through the one price
 * function, `priceOfTrip`.
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
    window: { pickUp: Date; dropOff: Date },
    chosenExtras?: readonly ChosenExtraRequest[],
  ): Promise<Repriced> {
    const { timeZone } = this.ctx.config;
    // One after another: the transaction's queries share its one connection.
    const extras = chosenExtras
      ? await this.extras.chosen(chosenExtras)
      : await this.extras.ofReservation(tx, booking.id);
    const driver = await repository.findDriver(tx, booking.userId);
    const ratePeriods = await this.rates.forPricing(tx);
    const terms = driverTerms(driver, window, timeZone);
    const price = priceOfTrip(
      vehicle,
      { ...window, extras, youngDriverFeePerDayCents: terms.youngDriverFeePerDayCents },
      { timeZone, ratePeriods },
    );
    return { price, extras, driverProblem: terms.problem };
  }

  /** The booking's lines become the new price's; its total is theirs, to be written with it. */
  async store(tx: Database, id: number, price: TripPrice) {
    await repository.replaceCharges(tx, id, price.lines);
    return { totalPriceCents: price.totalCents };
  }
}
