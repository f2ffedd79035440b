import {
  NO_CUSTOMER_MESSAGE,
  TWO_CUSTOMERS_MESSAGE,
  type BookingRequest,
  type WalkInCustomer,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { isoDayOf } from '../../lib/calendar-days.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { insertWalkInAccount, walkInAccount } from '../accounts/index.ts';
import { mailSetPasswordLink } from '../password-reset/index.ts';
import type { ReservationService } from './service.ts';

/**
 * The booking path with every read and write of `book` on the given transaction (services.ts
 * builds it): the same checks, prices, overlap rule and mails as any office booking.
 */
export type BookingsOn = (tx: Database) => Pick<ReservationService, 'book'>;

/** Whom the office books for: a customer on record, or a new one (a walk-in). */
export type BookedCustomer = { userId: number } | { customer: WalkInCustomer };

/** Exactly one of the `userId` query and the `customer` body (decision 069); 400 otherwise. */
export function oneCustomer(
  userId: number | undefined,
  customer: WalkInCustomer | undefined,
): BookedCustomer {
  if (userId !== undefined && customer !== undefined) {
    throw badRequest(TWO_CUSTOMERS_MESSAGE, 'customer');
  }
  if (userId !== undefined) return { userId };
  if (customer !== undefined) return { customer };
  throw badRequest(NO_CUSTOMER_MESSAGE, 'userId');
}

export const QUOTE_DRIVER_WITH_USER_MESSAGE =
  "A date of birth or licence expiry is a new customer's: leave it out with userId, whose " +
  'own are on record.';

/**
 * A new customer as the office's quote prices them, before any account exists: the driver's
 * date of birth and licence expiry as typed, all the quote reads of a customer (driverTerms).
 */
export function unsavedDriver(facts: { dateOfBirth?: string; licenseExpiry?: string }): UserRow {
  return {
    id: 0,
    firstName: '',
    lastName: '',
    email: '',
    passwordHash: '',
    phoneNumber: '',
    address: '',
    zipCode: '',
    roles: ['Customer'],
    builtIn: false,
    licenseNumber: null,
    licenseRegion: null,
    licenseExpiry: facts.licenseExpiry ? isoDayOf(facts.licenseExpiry) : null,
    dateOfBirth: facts.dateOfBirth ? isoDayOf(facts.dateOfBirth) : null,
    tokenVersion: 0,
    createdAt: new Date(0),
  };
}

/**
 * Whom the office's quote prices: the customer on record (`userId`), or a new one by the
 * driver's facts typed so far; both at once is refused.
 */
export function quotedDriver(
  query: { userId?: number; dateOfBirth?: string; licenseExpiry?: string },
  customer: (userId: number) => Promise<UserRow>,
): Promise<UserRow> {
  const { userId, ...facts } = query;
  if (userId === undefined) return Promise.resolve(unsavedDriver(facts));
  if (facts.dateOfBirth !== undefined || facts.licenseExpiry !== undefined) {
    throw badRequest(QUOTE_DRIVER_WITH_USER_MESSAGE, 'userId');
  }
  return customer(userId);
}

/**
 * The office's booking for a walk-in (contract section 7, decision 069): the customer's account,
 * the booking with its confirmation, and the link to choose a password with its mail, in one
 * transaction. A booking refused leaves no account and no mail; an address on record already
 * is refused (409) and books nothing.
 */
export class WalkInBookings {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly bookingsOn: BookingsOn,
  ) {}

  async book(customer: WalkInCustomer, carId: number, request: BookingRequest): Promise<number> {
    const account = await walkInAccount(this.ctx, customer);
    return this.ctx.db.transaction(async (tx) => {
      const created = await insertWalkInAccount(tx, account);
      const id = await this.bookingsOn(tx).book(created, carId, request, 'office');
      await mailSetPasswordLink(tx, created, this.ctx.now());
      return id;
    });
  }
}
