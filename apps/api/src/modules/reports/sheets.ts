import { asc, eq, gt } from 'drizzle-orm';
import { centsToDollars, toWallClock } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, users, vehicles } from '../../db/schema.ts';
import { keysetBatches, type SheetSpec } from './workbook-stream.ts';

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
      { header: 'id', key: 'id', width: 8 },
      { header: 'FirstName', key: 'firstName' },
      { header: 'LastName', key: 'lastName' },
      { header: 'PhoneNumber', key: 'phoneNumber' },
      { header: 'Email', key: 'email', width: 30 },
      { header: 'Address', key: 'address', width: 30 },
      { header: 'Zipcode', key: 'zipCode', width: 10 },
      { header: 'Roles', key: 'roles', width: 24 },
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
      { header: 'id', key: 'id', width: 8 },
      { header: 'Model', key: 'model', width: 24 },
      { header: 'Doors', key: 'doors', width: 8 },
      { header: 'Seats', key: 'seats', width: 8 },
      { header: 'Luggage', key: 'luggage', width: 10 },
      { header: 'Transmission', key: 'transmission' },
      { header: 'AirConditioning', key: 'airConditioning' },
      { header: 'FuelType', key: 'fuelType' },
      { header: 'Age', key: 'age', width: 8 },
      { header: 'PricePerHour', key: 'pricePerHour', format: 'money' },
    ],
    batches: keysetBatches((lastId, limit) =>
      db
        .select()
        .from(vehicles)
        .where(gt(vehicles.id, lastId))
        .orderBy(asc(vehicles.id))
        .limit(limit),
    ),
    toCells: (row) => ({
      id: row.id,
      model: row.model,
      doors: row.doors,
      seats: row.seats,
      luggage: row.luggage,
      transmission: row.transmission,
      airConditioning: row.airConditioning ? 'Yes' : 'No',
      fuelType: row.fuelType,
      age: row.age,
      pricePerHour: centsToDollars(row.pricePerHourCents),
    }),
  });
}

export function reservationsSheet(db: Database, timeZone: string) {
  return defineSheet({
    sheetName: 'Reservations',
    columns: [
      { header: 'id', key: 'id', width: 8 },
      { header: 'CarId', key: 'carId', width: 8 },
      { header: 'CarModel', key: 'carModel', width: 24 },
      { header: 'CustomerId', key: 'customerId', width: 12 },
      { header: 'CustomerFullName', key: 'customerFullName', width: 24 },
      { header: 'CustomerPhoneNumber', key: 'customerPhoneNumber', width: 20 },
      { header: 'PickUpTime', key: 'pickUpTime', width: 18, format: 'dateTime' },
      { header: 'DropOffTime', key: 'dropOffTime', width: 18, format: 'dateTime' },
      { header: 'PickUpLocation', key: 'pickUpLocation', width: 24 },
      { header: 'DropOffLocation', key: 'dropOffLocation', width: 24 },
      { header: 'Status', key: 'status', width: 12 },
      // Wide enough for the largest valid total, $215,999,978.40, without showing #####.
      { header: 'TotalPrice', key: 'totalPrice', width: 18, format: 'money' },
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
      status: row.status,
      totalPrice: centsToDollars(row.totalPriceCents),
    }),
  });
}
