import type { RatePeriod } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import { vehicles } from '../../db/schema.ts';
import { toRatePeriod } from '../rates/mapper.ts';
import { listRatePeriods } from '../rates/repository.ts';
import type { VehiclePrices } from './trip-price.ts';

interface Book {
  version: number;
  vehicles: Map<number, VehiclePrices>;
  ratePeriods: RatePeriod[];
}

/**
 * Every vehicle's prices and every rate period, kept while the catalogue's version stands (a
 * change of a vehicle or a rate period raises it, on any instance: bump_data_version.sql). The
 * booking and the search price trips from it without a query of their own: one shared version
 * read per round trip under load, instead of a read of the vehicle and the rates per request. As the version
 * read begins after the request, a price changed before the booking was made is the one it uses.
 */
export class PriceBook {
  private readonly versions: DataVersionReader;
  private book: Promise<Book> | null = null;

  constructor(private readonly db: Database) {
    this.versions = new DataVersionReader(db, 'catalogue');
  }

  /** The vehicle's prices, undefined for an unknown vehicle, and the rate periods. */
  async pricesOf(carId: number) {
    const book = await this.current();
    return { vehicle: book.vehicles.get(carId), ratePeriods: book.ratePeriods };
  }

  /** The rate periods, for a price every vehicle shares the periods of (the search's). */
  async ratePeriods(): Promise<RatePeriod[]> {
    return (await this.current()).ratePeriods;
  }

  private async current(): Promise<Book> {
    const version = await this.versions.current();
    const kept = await this.book?.catch(() => null);
    if (kept && kept.version >= version) return kept;
    // Only after a change do requests read it again, each its own; the last read is kept.
    const reading = this.read(version);
    this.book = reading;
    return reading;
  }

  private async read(version: number): Promise<Book> {
    const [rows, rates] = await Promise.all([
      this.db
        .select({
          id: vehicles.id,
          pricePerHourCents: vehicles.pricePerHourCents,
          pricePerDayCents: vehicles.pricePerDayCents,
        })
        .from(vehicles),
      listRatePeriods(this.db),
    ]);
    return {
      version,
      vehicles: new Map(rows.map(({ id, ...prices }) => [id, prices])),
      ratePeriods: rates.map(toRatePeriod),
    };
  }
}
