import { asc, eq, gt } from 'drizzle-orm';
import {
  ALL_DAYS_LABEL,
  RESERVATION_COLUMN_LABELS as RESERVATION,
  REVENUE_COLUMN_LABELS as REVENUE,
  UTILISATION_COLUMN_LABELS as UTILISATION,
  WHOLE_FLEET_LABEL,
  RESERVATION_STATUS_LABELS,
  USER_COLUMN_LABELS as USER,
  VEHICLE_COLUMN_LABELS as VEHICLE,
  centsToDollars,
  toWallClock,
  type RevenueAmounts,
  type WallClock,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, users, vehicles } from '../../db/schema.ts';
import { toVehicle } from '../vehicles/index.ts';
import type { ReportRange } from './report-range.ts';
import { revenueByDay, revenueByVehicle } from './revenue.ts';
import { utilisationReport } from './utilisation.ts';
import {
  keysetBatches,
  workbookSheet,
  type SheetSpec,
  type WorkbookSheet,
} from './workbook-stream.ts';

/** Lets each sheet's row type flow from its query to its cells. */
const defineSheet = <Row>(spec: SheetSpec<Row>) => spec;

/** A spreadsheet date showing the company's wall clock (sheets have no time zones). */
function sheetDate(instant: Date, timeZone: string): Date {
  const c = toWallClock(instant, timeZone);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

export function usersSheet(db: Database) {
  return defineSheet({
    sheetName: 'Users',
    columns: [
      { header: USER.id, key: 'id', width: 8 },
      { header: USER.firstName, key: 'firstName' },
      { header: USER.lastName, key: 'lastName' },
      { header: USER.phoneNumber, key: 'phoneNumber' },
      { header: USER.email, key: 'email', width: 30 },
      { header: USER.address, key: 'address', width: 30 },
      { header: USER.zipCode, key: 'zipCode', width: 10 },
      { header: USER.roles, key: 'roles', width: 24 },
    ],
    batches: keysetBatches((lastId, limit) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phoneNumber: users.phoneNumber,
          email: users.email,
          address: users.address,
          zipCode: users.zipCode,
          roles: users.roles,
        })
        .from(users)
        .where(gt(users.id, lastId))
        .orderBy(asc(users.id))
        .limit(limit),
    ),
    toCells: (row) => ({ ...row, roles: row.roles.join(', ') }),
  });
}

export function vehiclesSheet(db: Database) {
  return defineSheet({
    sheetName: 'Vehicles',
    columns: [
      { header: VEHICLE.id, key: 'id', width: 8 },
      { header: VEHICLE.model, key: 'model', width: 24 },
      { header: VEHICLE.doors, key: 'doors', width: 8 },
      { header: VEHICLE.seats, key: 'seats', width: 8 },
      { header: VEHICLE.luggage, key: 'luggage', width: 10 },
      { header: VEHICLE.transmission, key: 'transmission' },
      { header: VEHICLE.airConditioning, key: 'airConditioning' },
      { header: VEHICLE.fuelType, key: 'fuelType' },
      { header: VEHICLE.age, key: 'age', width: 8 },
      { header: VEHICLE.pricePerHour, key: 'pricePerHour', format: 'money' },
      { header: VEHICLE.pricePerDay, key: 'pricePerDay', format: 'money' },
      { header: VEHICLE.deposit, key: 'deposit', format: 'money' },
      { header: VEHICLE.milesPerDay, key: 'milesPerDay', width: 10 },
      { header: VEHICLE.pricePerExtraMile, key: 'pricePerExtraMile', format: 'money' },
    ],
    batches: keysetBatches((lastId, limit) =>
      db
        .select()
        .from(vehicles)
        .where(gt(vehicles.id, lastId))
        .orderBy(asc(vehicles.id))
        .limit(limit),
    ),
    // The columns are the vehicle's answer, as the API gives it, with Yes and No for people.
    toCells: (row) => {
      const { builtIn: _builtIn, image: _image, ...vehicle } = toVehicle(row, []);
      return { ...vehicle, airConditioning: vehicle.airConditioning ? 'Yes' : 'No' };
    },
  });
}

export function reservationsSheet(db: Database, timeZone: string) {
  return defineSheet({
    sheetName: 'Reservations',
    columns: [
      { header: RESERVATION.id, key: 'id', width: 8 },
      { header: RESERVATION.vehicleId, key: 'carId', width: 8 },
      { header: RESERVATION.vehicle, key: 'carModel', width: 24 },
      { header: RESERVATION.customerId, key: 'customerId', width: 12 },
      { header: RESERVATION.customer, key: 'customerFullName', width: 24 },
      { header: RESERVATION.customerPhone, key: 'customerPhoneNumber', width: 20 },
      { header: RESERVATION.pickUp, key: 'pickUpTime', width: 18, format: 'dateTime' },
      { header: RESERVATION.dropOff, key: 'dropOffTime', width: 18, format: 'dateTime' },
      { header: RESERVATION.pickUpLocation, key: 'pickUpLocation', width: 24 },
      { header: RESERVATION.dropOffLocation, key: 'dropOffLocation', width: 24 },
      { header: RESERVATION.status, key: 'status', width: 12 },
      // Wide enough for the largest valid total, $215,999,978.40, without showing #####.
      { header: RESERVATION.price, key: 'totalPrice', width: 18, format: 'money' },
    ],
    batches: keysetBatches((lastId, limit) =>
      db
        .select({
          id: reservations.id,
          carId: reservations.carId,
          carModel: vehicles.model,
          customerId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          phoneNumber: users.phoneNumber,
          pickUpTime: reservations.pickUpTime,
          dropOffTime: reservations.dropOffTime,
          pickUpLocation: reservations.pickUpLocation,
          dropOffLocation: reservations.dropOffLocation,
          status: reservations.status,
          totalPriceCents: reservations.totalPriceCents,
        })
        .from(reservations)
        .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
        .innerJoin(users, eq(users.id, reservations.userId))
        .where(gt(reservations.id, lastId))
        .orderBy(asc(reservations.id))
        .limit(limit),
    ),
    toCells: (row) => ({
      id: row.id,
      carId: row.carId,
      carModel: row.carModel,
      customerId: row.customerId,
      customerFullName: `${row.firstName} ${row.lastName}`,
      customerPhoneNumber: row.phoneNumber,
      pickUpTime: sheetDate(row.pickUpTime, timeZone),
      dropOffTime: sheetDate(row.dropOffTime, timeZone),
      pickUpLocation: row.pickUpLocation,
      dropOffLocation: row.dropOffLocation,
      status: RESERVATION_STATUS_LABELS[row.status],
      totalPrice: centsToDollars(row.totalPriceCents),
    }),
  });
}

/** A company day as a spreadsheet date: its midnight in UTC fields (sheets have no zones). */
const sheetDay = (day: WallClock) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/** The rows a report gives, as the one batch of its sheet, asked for when the zip reaches it. */
async function* reportRows<Row>(rows: () => Promise<Row[]>): AsyncIterable<Row[]> {
  yield await rows();
}

/** A report by vehicle's first columns: the vehicle's id and model. */
const vehicleColumns = (labels: { vehicleId: string; vehicle: string }) =>
  [
    { header: labels.vehicleId, key: 'vehicleId', width: 10 },
    { header: labels.vehicle, key: 'vehicle', width: 24 },
  ] as const;

/** A vehicle's row of a report as cells, its amounts last; no vehicle: the whole fleet. */
function vehicleRowCells<Amounts>({
  vehicle,
  ...amounts
}: Amounts & { vehicle: { id: number; model: string } | undefined }) {
  return { vehicleId: vehicle?.id, vehicle: vehicle?.model ?? WHOLE_FLEET_LABEL, ...amounts };
}

const moneyColumns = [
  { header: REVENUE.received, key: 'received', width: 14, format: 'money' },
  { header: REVENUE.refunded, key: 'refunded', width: 14, format: 'money' },
  { header: REVENUE.revenue, key: 'revenue', width: 14, format: 'money' },
  { header: REVENUE.charged, key: 'charged', width: 14, format: 'money' },
] as const;

/**
 * Revenue by day and by vehicle, two sheets of one workbook (decision 049), each ending with the
 * range's sums: a row "Total" under the days, "Whole fleet" under the vehicles.
 */
export function revenueSheets(db: Database, range: ReportRange): WorkbookSheet[] {
  return [
    workbookSheet({
      sheetName: 'Revenue by day',
      columns: [{ header: REVENUE.day, key: 'day', width: 12, format: 'date' }, ...moneyColumns],
      batches: reportRows(async () => {
        const { days, totals } = await revenueByDay(db, range);
        const rows: (RevenueAmounts & { day: Date | string })[] = days.map((row, index) => ({
          ...row,
          day: sheetDay(range.days[index]!),
        }));
        return [...rows, { ...totals, day: ALL_DAYS_LABEL }];
      }),
      toCells: (row) => row,
    }),
    workbookSheet({
      sheetName: 'Revenue by vehicle',
      columns: [...vehicleColumns(REVENUE), ...moneyColumns],
      batches: reportRows(async () => {
        const { vehicles, totals } = await revenueByVehicle(db, range);
        return [...vehicles, { ...totals, vehicle: undefined }];
      }),
      toCells: vehicleRowCells,
    }),
  ];
}

/** Each vehicle's utilisation, then the whole fleet's (decision 049). */
export function utilisationSheet(db: Database, range: ReportRange, now: Date) {
  return defineSheet({
    sheetName: 'Utilisation',
    columns: [
      ...vehicleColumns(UTILISATION),
      { header: UTILISATION.hours, key: 'hours', width: 10 },
      { header: UTILISATION.blockedHours, key: 'blockedHours', width: 12 },
      { header: UTILISATION.availableHours, key: 'availableHours', width: 12 },
      { header: UTILISATION.occupiedHours, key: 'occupiedHours', width: 12 },
      { header: UTILISATION.utilisation, key: 'utilisation', width: 12, format: 'percent' },
    ],
    batches: reportRows(async () => {
      const report = await utilisationReport(db, range, now);
      return [...report.vehicles, { ...report.fleet, vehicle: undefined }];
    }),
    toCells: vehicleRowCells,
  });
}
