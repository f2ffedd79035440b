import type { RatePeriod } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import { vehicles } from '../../db/schema.ts';
import { listRatePeriods, toRatePeriod } from '../rates/index.ts';
import { shownVehicleColumns, type ShownVehicle } from '../vehicles/index.ts';
import type { VehiclePrices } from './trip-price.ts';

/** The fleet, its prices and the rate periods, as of the catalogue's `version`. */
export interface PriceList {
  version: number;
  vehicles: Map<number, VehiclePrices>;
  ratePeriods: RatePeriod[];
  /**
   * Every vehicle as shown, with its images, in the order PostgreSQL sorts their models (then
   * ids), so that the search sorts by model as a query would (decision 055).
   */
  fleet: ShownVehicle[];
}

/**
 * The fleet as shown, every vehicle's prices and every rate period, kept while the catalogue's
 * version stands (a change of a vehicle, an image or a rate period raises it, on any instance:
 * bump_data_version.sql). The booking prices trips from it and the search answers from it
 * without a query of their own.
 *
 * Two ways to read it. `kept()` asks the database nothing: the caller's own statement compares
 * the list's version with the catalogue's and, when they differ, reads `current()`. So the
 * booking path and the search stay one statement each, as they were before prices.
 * `current()` first reads the version, in a read begun after the call, so a price changed
 * before the request is always the one it uses.
 */
export class PriceBook {
  private readonly versions: DataVersionReader;
  private book: Promise<PriceList> | null = null;

  constructor(private readonly db: Database) {
    this.versions = new DataVersionReader(db, 'catalogue');
  }

  /** The list last read, read once if none: its version must be checked by the caller. */
  async kept(): Promise<PriceList> {
    return (await this.book?.catch(() => null)) ?? this.current();
  }

  /** A list at least as new as every change made before this call. */
  async current(): Promise<PriceList> {
    const version = await this.versions.current();
    const kept = await this.book?.catch(() => null);
    if (kept && kept.version >= version) return kept;
    // Only after a change do requests read it again, each its own; the last read is kept.
    const reading = this.read(version);
    this.book = reading;
    return reading;
  }

  private async read(version: number): Promise<PriceList> {
    const [fleet, rates] = await Promise.all([
      this.db
        .select(shownVehicleColumns(this.db))
        .from(vehicles)
        .orderBy(vehicles.model, vehicles.id),
      listRatePeriods(this.db),
    ]);
    return {
      version,
      vehicles: new Map(
        fleet.map(({ vehicle: { id, pricePerHourCents, pricePerDayCents } }) => [
          id,
          { pricePerHourCents, pricePerDayCents },
        ]),
      ),
      ratePeriods: rates.map(toRatePeriod),
      fleet,
    };
  }
}
