import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { plateNumberKey } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, users, vehicles } from '../../db/schema.ts';
import { everyWordIn } from '../../lib/word-search.ts';
import { matchingUsers } from '../accounts/index.ts';

/** A phone number's digits, as users_phone_digits_idx holds them. */
const phoneDigits = sql`regexp_replace(${users.phoneNumber}, '[^0-9]', '', 'g')`;

/** The reservation of this number, with whose and which car it is. */
export function reservationNumbered(db: Database, id: number) {
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      pickUpTime: reservations.pickUpTime,
      firstName: users.firstName,
      lastName: users.lastName,
      model: vehicles.model,
      plateNumber: vehicles.plateNumber,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
    .where(eq(reservations.id, id));
}

/**
 * The customers (not staff) whose name or email holds every word of the search, or whose
 * phone number holds `phone` (its digits, phoneDigitsIn): a bitmap of users_search_text_idx
 * or users_phone_digits_idx, by last name.
 */
export function customersMatching(
  db: Database,
  search: string,
  phone: string | undefined,
  limit: number,
) {
  const byPhone: SQL | undefined = phone
    ? and(like(phoneDigits, `%${phone}%`), matchingUsers(undefined, 'Customer'))
    : undefined;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(or(matchingUsers(search, 'Customer'), byPhone))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
}

/** The text the vehicle list's search reads: the model and the plate as typed. */
const vehicleText = sql`(${vehicles.model} || ' ' || coalesce(${vehicles.plateNumber}, ''))`;
/** A plate as vehicles_plate_number_key compares it: capitals, without spaces and dashes. */
const plateKey = sql`upper(regexp_replace(coalesce(${vehicles.plateNumber}, ''), '[ -]', '', 'g'))`;

/**
 * The vehicles whose model or plate holds every word of the search; a word is found in the
 * plate however its spaces and dashes were typed ("7abc-123" finds 7ABC 123). A scan of the
 * fleet, by model (decision 073).
 */
export function vehiclesMatching(db: Database, search: string, limit: number) {
  const words = search.split(/\s+/).filter(Boolean);
  const where = and(
    ...words.map((word) => {
      const key = plateNumberKey(word);
      return or(everyWordIn(vehicleText, word), key ? everyWordIn(plateKey, key) : undefined);
    }),
  );
  return db
    .select({ id: vehicles.id, model: vehicles.model, plateNumber: vehicles.plateNumber })
    .from(vehicles)
    .where(where)
    .orderBy(asc(vehicles.model), asc(vehicles.id))
    .limit(limit);
}
