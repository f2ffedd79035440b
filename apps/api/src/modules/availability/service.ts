import {
  centsToDollars,
  formatWallClock,
  rentalPeriods,
  toPage,
  type AvailabilityCalendar,
  type Page,
  type SearchResult,
  type VehicleSearchQuery,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { assertBookable, parseWindow, type BookingWindow } from '../reservations/index.ts';
import { toVehicle, type VehicleService } from '../vehicles/index.ts';
import type { PriceBook } from '../prices/index.ts';
import { busyTimes } from './busy-times.ts';
import { dayRange } from './day-range.ts';
import { freeVehiclesPage, heldVehicles } from './free-vehicles.ts';

export class AvailabilityService {
  /** Which vehicles a window's holders are: the search's one question to the database. */
  private readonly heldDuring: ReturnType<typeof heldVehicles>;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly vehicles: VehicleService,
    private readonly priceBook: PriceBook,
  ) {
    this.heldDuring = heldVehicles(ctx.db);
  }

  /** The vehicles free for the whole window, each priced for it; a window booking refuses is a 400. */
  async search(query: VehicleSearchQuery): Promise<Page<SearchResult>> {
    return this.freeVehicles(this.searchWindow(query), query);
  }

  /**
   * The window asked for, if a booking of it would be taken; a 400 otherwise. Whether it is
   * bookable depends on the clock (not in the past, within the horizon), so it is asked at
   * every request, before any kept answer is used.
   */
  searchWindow(query: VehicleSearchQuery): BookingWindow {
    const { timeZone, bookingHorizonDays } = this.ctx.config;
    const window = parseWindow(
      { field: 'pickUpDateTime', label: 'Pick up time', value: query.pickUpDateTime },
      { field: 'dropOffDateTime', label: 'Drop off time', value: query.dropOffDateTime },
      timeZone,
    );
    assertBookable(window, { now: this.ctx.now(), horizonDays: bookingHorizonDays });
    return window;
  }

  /**
   * A page of the vehicles free for the whole (bookable) window, each priced for it, from the
   * kept fleet: as the catalogue's version stood when the holders were read, or, when it has
   * changed since the fleet was kept, as it is now.
   */
  async freeVehicles(
    window: BookingWindow,
    query: VehicleSearchQuery,
  ): Promise<Page<SearchResult>> {
    const { pickUp, dropOff } = window;
    const [kept, { held, catalogueVersion }] = await Promise.all([
      this.priceBook.kept(),
      this.heldDuring({ from: pickUp, to: dropOff }),
    ]);
    const list = catalogueVersion === kept.version ? kept : await this.priceBook.current();
    // The trip's periods are the same for every vehicle: cut once, priced per vehicle.
    const periods = rentalPeriods(pickUp, dropOff, this.ctx.config.timeZone, list.ratePeriods);
    const { rows, total } = freeVehiclesPage(list, held, periods, query, query);
    const content = rows.map(({ vehicle, image, rentalCents }) => ({
      ...toVehicle(vehicle, image),
      totalPrice: centsToDollars(rentalCents),
    }));
    return toPage(content, total, query);
  }

  /** When the vehicle is taken in whole days from `from`, merged, without who took it. */
  async calendar(
    vehicleId: number,
    from: string | undefined,
    days: number,
  ): Promise<AvailabilityCalendar> {
    const { timeZone } = this.ctx.config;
    const range = dayRange(from, days, timeZone, this.ctx.now());
    const [, busy] = await Promise.all([
      this.vehicles.getRow(vehicleId),
      busyTimes(this.ctx.db, vehicleId, range),
    ]);
    return {
      timeZone,
      from: formatWallClock(range.from, timeZone),
      to: formatWallClock(range.to, timeZone),
      busy: busy.map(({ start, end }) => ({
        start: formatWallClock(start, timeZone),
        end: formatWallClock(end, timeZone),
      })),
    };
  }
}
