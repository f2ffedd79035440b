import {
  BUILT_IN_VEHICLE_MESSAGE,
  centsToDollars,
  dayPriceProblem,
  plateNumberTakenMessage,
  type OfficeVehiclePageQuery,
  type VehiclePageQuery,
  type VehicleRequest,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { PG_UNIQUE_VIOLATION, isPgError, isStillReferenced, refusedAs } from '../../db/errors.ts';
import type { VehicleRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import {
  IMAGE_NOT_FOUND_MESSAGE,
  assertImageId,
  attachImage,
  deleteImagesOfVehicleExcept,
  findImageOwner,
} from '../files/index.ts';
import { toOfficeVehicle, toVehicle, toVehicles, toVehicleValues } from './mapper.ts';
import * as repository from './repository.ts';

/** How far back the popular vehicles' bookings count. */
export const POPULAR_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const IMAGE_TAKEN_MESSAGE = 'This image already belongs to another vehicle.';
export const VEHICLE_NOT_FOUND_MESSAGE = 'Vehicle not found.';

/** The vehicle a lookup found, or the one 404 every route gives for a missing vehicle. */
function found<T>(vehicle: T | undefined): T {
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  return vehicle;
}

/** The day price as the vehicle will have it, judged beside its new hourly price. */
function assertDayPrice(pricePerHour: number, pricePerDay: number | null): void {
  const problem = dayPriceProblem(pricePerHour, pricePerDay);
  if (problem) throw badRequest(problem, 'pricePerDay');
}

/**
 * A plate is one car's, whatever its case, spaces and dashes (vehicles_plate_number_key, the
 * only unique index a vehicle's own write can meet): a clash is the office's to fix.
 */
const withUniquePlate = <T>(request: VehicleRequest, work: () => Promise<T>) =>
  refusedAs(
    work,
    (error) => isPgError(error, PG_UNIQUE_VIOLATION),
    () => conflict(plateNumberTakenMessage(request.plateNumber ?? ''), 'plateNumber'),
  );

export class VehicleService {
  constructor(private readonly ctx: ServiceContext) {}

  /** A page of the catalogue: the vehicles its filters keep, whatever is booked. */
  page(query: VehiclePageQuery) {
    return loadPage(
      query,
      repository.countVehicles(this.ctx.db, query),
      repository.listVehiclesPage(this.ctx.db, query),
      toVehicles,
    );
  }

  /** A page of the office's list: with each car's plate, last odometer and trip now. */
  officePage(query: OfficeVehiclePageQuery) {
    const where = repository.officeListFilters(this.ctx.db, query, this.ctx.now());
    return loadPage(
      query,
      repository.countOfficeVehicles(this.ctx.db, where),
      repository.listOfficeVehiclesPage(this.ctx.db, query, where),
      (rows) => rows.map((row) => toOfficeVehicle(row, this.ctx.config.timeZone)),
    );
  }

  /** The vehicle as the office knows it. */
  async officeGet(id: number) {
    const row = found(await repository.findOfficeVehicle(this.ctx.db, id));
    return toOfficeVehicle(row, this.ctx.config.timeZone);
  }

  async all() {
    return toVehicles(await repository.listAllVehicles(this.ctx.db));
  }

  /**
   * The `size` vehicles most booked in the last POPULAR_WINDOW_DAYS days: reservations whose
   * pick-up is in that window or later, which takes in every booking made in it (no pick-up
   * can be in the past when booked). Never-booked vehicles fill the list up to `size`.
   */
  async popular(size: number) {
    const since = new Date(this.ctx.now().getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
    return toVehicles(await repository.mostBookedVehicles(this.ctx.db, since, size));
  }

  async getRow(id: number): Promise<VehicleRow> {
    return found(await repository.findVehicle(this.ctx.db, id));
  }

  async get(id: number) {
    const shown = found(await repository.findShownVehicle(this.ctx.db, id));
    return toVehicle(shown.vehicle, shown.image);
  }

  async create(imageId: string, request: VehicleRequest): Promise<number> {
    assertDayPrice(request.pricePerHour, request.pricePerDay ?? null);
    await this.assertImageExists(imageId);
    return withUniquePlate(request, () =>
      this.ctx.db.transaction(async (tx) => {
        const id = await repository.insertVehicle(tx, {
          ...toVehicleValues(request),
          builtIn: false,
        });
        if (!(await attachImage(tx, imageId, id))) throw conflict(IMAGE_TAKEN_MESSAGE);
        return id;
      }),
    );
  }

  /** Updates the vehicle; its images become exactly [imageId], older ones are deleted. */
  async update(id: number, imageId: string, request: VehicleRequest): Promise<void> {
    const vehicle = await this.getRow(id);
    if (vehicle.builtIn) throw badRequest(BUILT_IN_VEHICLE_MESSAGE);
    const kept =
      vehicle.pricePerDayCents === null ? null : centsToDollars(vehicle.pricePerDayCents);
    assertDayPrice(
      request.pricePerHour,
      request.pricePerDay === undefined ? kept : request.pricePerDay,
    );
    await this.assertImageExists(imageId);
    await withUniquePlate(request, () =>
      this.ctx.db.transaction(async (tx) => {
        await repository.updateVehicle(tx, id, { ...toVehicleValues(request), builtIn: false });
        if (!(await attachImage(tx, imageId, id))) throw conflict(IMAGE_TAKEN_MESSAGE);
        await deleteImagesOfVehicleExcept(tx, id, imageId);
      }),
    );
  }

  async delete(id: number): Promise<void> {
    const vehicle = await this.getRow(id);
    if (vehicle.builtIn) throw badRequest(BUILT_IN_VEHICLE_MESSAGE);
    await refusedAs(
      () => repository.deleteVehicle(this.ctx.db, id),
      isStillReferenced,
      () => conflict('This vehicle has reservations and cannot be deleted.'),
    );
  }

  private async assertImageExists(imageId: string): Promise<void> {
    assertImageId(imageId);
    if (!(await findImageOwner(this.ctx.db, imageId))) {
      throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    }
  }
}
