import {
  OFFICE_SEARCH_HITS,
  RESERVATION_STATUS_LABELS,
  phoneDigitsIn,
  reservationNumberIn,
  zoneFormatters,
  type OfficeSearchHit,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { customersMatching, reservationNumbered, vehiclesMatching } from './repository.ts';

/** "May 12, 2031, 10:00 AM", in the company's zone. */
const shortTime = zoneFormatters({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * The hits of each kind, as many as `limit` holds in all: taken in turns, one of each kind at a
 * time, so a search that finds many customers still shows the cars it found, and each kind
 * keeps its own order.
 */
export function shareOut<T>(lists: readonly (readonly T[])[], limit: number): T[][] {
  const taken = lists.map(() => 0);
  let total = 0;
  for (let round = 0; total < limit; round++) {
    let tookAny = false;
    for (let kind = 0; kind < lists.length && total < limit; kind++) {
      if (round < lists[kind]!.length) {
        taken[kind]!++;
        total++;
        tookAny = true;
      }
    }
    if (!tookAny) break;
  }
  return lists.map((list, kind) => list.slice(0, taken[kind]));
}

/**
 * The office's search box (contract section 7, "Find anything"; decision 073): a reservation by
 * its number, customers by name, email or phone, vehicles by model or plate. Up to
 * OFFICE_SEARCH_HITS hits, reservations first, then customers, then vehicles.
 */
export async function officeSearch(
  ctx: ServiceContext,
  search: string,
): Promise<OfficeSearchHit[]> {
  const { db, config } = ctx;
  const number = reservationNumberIn(search);
  const [reservation, customers, vehicles] = await Promise.all([
    number === undefined ? [] : reservationNumbered(db, number),
    customersMatching(db, search, phoneDigitsIn(search), OFFICE_SEARCH_HITS),
    vehiclesMatching(db, search, OFFICE_SEARCH_HITS),
  ]);
  const reservationHits = reservation.map((row): OfficeSearchHit => ({
    kind: 'reservation',
    id: row.id,
    title: `Reservation #${row.id}`,
    detail: [
      fullName(row),
      row.plateNumber ? `${row.model} (${row.plateNumber})` : row.model,
      shortTime(config.timeZone).format(row.pickUpTime),
      RESERVATION_STATUS_LABELS[row.status],
    ].join(' · '),
    link: `/admin/reservations/${row.id}`,
  }));
  const customerHits = customers.map((row): OfficeSearchHit => ({
    kind: 'customer',
    id: row.id,
    title: fullName(row),
    detail: `${row.email} · ${row.phoneNumber}`,
    link: `/admin/users/${row.id}`,
  }));
  const vehicleHits = vehicles.map((row): OfficeSearchHit => ({
    kind: 'vehicle',
    id: row.id,
    title: row.model,
    detail: `${row.plateNumber ?? 'No plate on record'} · Vehicle #${row.id}`,
    link: `/admin/vehicles/${row.id}`,
  }));
  return shareOut([reservationHits, customerHits, vehicleHits], OFFICE_SEARCH_HITS).flat();
}
