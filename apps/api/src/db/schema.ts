import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  check,
} from 'drizzle-orm/pg-core';
import {
  CHARGE_CODES,
  DEPOSIT_DEFAULT,
  EXTRA_PER,
  FUEL_TYPES,
  MONEY_TASK_KINDS,
  MONEY_TASK_STATES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  RESERVATION_STATUSES,
  ROLES,
  TRANSMISSIONS,
} from '@keyturn/shared';

export const roleEnum = pgEnum('role', ROLES);
export const transmissionEnum = pgEnum('transmission', TRANSMISSIONS);
export const fuelTypeEnum = pgEnum('fuel_type', FUEL_TYPES);
export const reservationStatusEnum = pgEnum('reservation_status', RESERVATION_STATUSES);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: varchar('phone_number', { length: 14 }).notNull(),
    address: varchar('address', { length: 50 }).notNull(),
    zipCode: varchar('zip_code', { length: 6 }).notNull(),
    roles: roleEnum('roles').array().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    // The driver (contract section 6): optional, spec clients never send them.
    licenseNumber: varchar('license_number', { length: 30 }),
    licenseRegion: varchar('license_region', { length: 50 }),
    licenseExpiry: date('license_expiry'),
    dateOfBirth: date('date_of_birth'),
    /** Raised on every password change; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_first_name_idx').on(table.firstName),
    index('users_last_name_idx').on(table.lastName),
    // The office's search (decision 073): words anywhere in the name or email (the text the
    // user list searches too), and a phone number's digits however they were typed, found by
    // their trigrams (pg_trgm, migration 0042).
    index('users_search_text_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email}) gin_trgm_ops`,
    ),
    index('users_phone_digits_idx').using(
      'gin',
      sql`regexp_replace(${table.phoneNumber}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    check('users_roles_not_empty', sql`cardinality(${table.roles}) > 0`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    model: varchar('model', { length: 30 }).notNull(),
    /** The licence plate as typed, in capitals; null: none on record (decision 071). */
    plateNumber: varchar('plate_number', { length: 12 }),
    doors: smallint('doors').notNull(),
    seats: smallint('seats').notNull(),
    luggage: smallint('luggage').notNull(),
    transmission: transmissionEnum('transmission').notNull(),
    airConditioning: boolean('air_conditioning').notNull(),
    fuelType: fuelTypeEnum('fuel_type').notNull(),
    age: smallint('age').notNull(),
    pricePerHourCents: integer('price_per_hour_cents').notNull(),
    /** The most any 24 hours of a trip cost; null: 24 × the hourly price (decision 043). */
    pricePerDayCents: integer('price_per_day_cents'),
    depositCents: integer('deposit_cents')
      .notNull()
      .default(DEPOSIT_DEFAULT * 100),
    /** Miles included per 24 hours; null: unlimited. */
    milesPerDay: integer('miles_per_day'),
    pricePerExtraMileCents: integer('price_per_extra_mile_cents').notNull().default(0),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('vehicles_model_idx').on(table.model, table.id),
    index('vehicles_price_idx').on(table.pricePerHourCents, table.id),
    // One car to a plate, whatever its case, spaces and dashes (plateNumberKey).
    uniqueIndex('vehicles_plate_number_key').on(
      sql`upper(regexp_replace(${table.plateNumber}, '[ -]', '', 'g'))`,
    ),
    check('vehicles_price_positive', sql`${table.pricePerHourCents} > 0`),
    check(
      'vehicles_day_price_within_hours',
      sql`${table.pricePerDayCents} > 0 AND ${table.pricePerDayCents} <= 24 * ${table.pricePerHourCents}`,
    ),
    check('vehicles_deposit_not_negative', sql`${table.depositCents} >= 0`),
    check('vehicles_miles_per_day_positive', sql`${table.milesPerDay} > 0`),
    check('vehicles_extra_mile_not_negative', sql`${table.pricePerExtraMileCents} >= 0`),
  ],
);

/** Vehicle images live in the database, so that every server instance sees the same files. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('images_vehicle_idx').on(table.vehicleId, table.createdAt)],
);

/**
 * A photo resized to one of IMAGE_WIDTHS, as WebP, made the first time a page asks for it and
 * kept, so each is made once for every server instance; it goes with its image.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
);

/**
 * Every version of the terms a booking was made under, as the customer read it: the terms are
 * written from the settings and price rules (modules/terms), so a change of those is a new
 * version, and a booking keeps linking the one it accepted.
 */
export const termsVersions = pgTable('terms_versions', {
  version: varchar('version', { length: 16 }).primaryKey(),
  sections: jsonb('sections').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    pickUpTime: timestamp('pick_up_time', { withTimezone: true }).notNull(),
    dropOffTime: timestamp('drop_off_time', { withTimezone: true }).notNull(),
    pickUpLocation: varchar('pick_up_location', { length: 100 }).notNull(),
    dropOffLocation: varchar('drop_off_location', { length: 100 }).notNull(),
    status: reservationStatusEnum('status').notNull().default('CREATED'),
    // 64-bit: the largest valid booking (just under $100,000 an hour for 90 days) is about
    // 2.16e10 cents, beyond a 32-bit integer and well within a double's exact integers.
    totalPriceCents: bigint('total_price_cents', { mode: 'number' }).notNull(),
    /** The vehicle's deposit when booked: a later change of it leaves the booking as it was. */
    depositCents: integer('deposit_cents')
      .notNull()
      .default(DEPOSIT_DEFAULT * 100),
    // The SEQUENCE of the booking's entry in the customer's calendar: 0 as confirmed, raised by
    // enqueue_reservation_mail with each change or cancellation mailed (migration 0015).
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    // The licence check at check-out (contract section 6): when, and by which office user.
    licenseCheckedAt: timestamp('license_checked_at', { withTimezone: true }),
    licenseCheckedBy: integer('license_checked_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Set with the one late-return mail an overdue trip gets (migration 0025). */
    lateNoticeQueuedAt: timestamp('late_notice_queued_at', { withTimezone: true }),
    /**
     * The terms the booking was made under (terms_versions); null for bookings made before the
     * terms were versioned (migration 0035).
     */
    termsVersion: varchar('terms_version', { length: 16 }).references(() => termsVersions.version, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('reservations_user_pick_up_idx').on(table.userId, table.pickUpTime),
    index('reservations_pick_up_idx').on(table.pickUpTime, table.id),
    // A car's trips by status and pick-up: the one on the road, and the last one back (the
    // office's vehicle answers, decision 071); its first column serves the vehicle's foreign key.
    index('reservations_car_status_pick_up_idx').on(table.carId, table.status, table.pickUpTime),
    // The trips on the road by drop-off: the overdue list and the late-return mails.
    index('reservations_drop_off_idx').on(table.dropOffTime, table.id),
    // The bookings of one status, oldest first: the sweep finds those waiting for their payment
    // that a stopped server left without a checkout. Not a partial index on that status: a
    // fresh database runs every migration in one transaction, where PostgreSQL refuses to use
    // an enum value added in it (55P04).
    index('reservations_status_created_idx').on(table.status, table.createdAt),
    // Every status, any vehicle: the office timeline's days (the exclusion index holds the holders only).
    index('reservations_during_idx').using(
      'gist',
      sql`tstzrange(${table.pickUpTime}, ${table.dropOffTime}, '[)')`,
    ),
    check('reservations_drop_off_after_pick_up', sql`${table.dropOffTime} > ${table.pickUpTime}`),
  ],
);

export const HANDOVER_KINDS = ['CHECK_OUT', 'CHECK_IN'] as const;
export const handoverKindEnum = pgEnum('handover_kind', HANDOVER_KINDS);

/**
 * What the office recorded when it handed the car over (CHECK_OUT) and took it back
 * (CHECK_IN): one of each per reservation (decision 046).
 */
export const reservationHandovers = pgTable(
  'reservation_handovers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: handoverKindEnum('kind').notNull(),
    odometer: integer('odometer').notNull(),
    fuelEighths: smallint('fuel_eighths').notNull(),
    /** The office's own: never shown to the customer. */
    notes: varchar('notes', { length: 1000 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A check-in's real return time, which its lines are priced on. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reservation_handovers_one_per_kind_key').on(table.reservationId, table.kind),
    check('reservation_handovers_odometer_not_negative', sql`${table.odometer} >= 0`),
    check('reservation_handovers_fuel_range', sql`${table.fuelEighths} BETWEEN 0 AND 8`),
  ],
);
export type HandoverRow = typeof reservationHandovers.$inferSelect;

/** A hand-over's photos in their order; an upload belongs to one record only. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    handoverId: integer('handover_id')
      .notNull()
      .references(() => reservationHandovers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    // Restrict: a record's photo is evidence, not deleted on its own.
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.handoverId, table.position] }),
    uniqueIndex('handover_photos_image_key').on(table.imageId),
  ],
);

/** The damage a check-in found, each charged as a DAMAGE line. */
export const handoverDamages = pgTable(
  'handover_damages',
  {
    handoverId: integer('handover_id')
      .notNull()
      .references(() => reservationHandovers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.handoverId, table.position] }),
    check('handover_damages_amount_not_negative', sql`${table.amountCents} >= 0`),
  ],
);

export const chargeCodeEnum = pgEnum('charge_code', CHARGE_CODES);

/**
 * A booking's charge lines as quoted when it was made (decision 044): its price is these,
 * whatever the prices, rates and extras become. Their sum is the reservation's total.
 */
export const reservationCharges = pgTable(
  'reservation_charges',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    code: chargeCodeEnum('code').notNull(),
    // Written by the server from parts bounded where they are entered ("Damage: " and a
    // description of up to 200 characters, an extra's name, a rental's terms), so its length is
    // theirs: a bound of its own refused a return whose parts were valid (migration 0032).
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    // Who added a line by hand and when (POST /reservations/admin/{id}/charges, decision 072):
    // null for the lines the booking, the extension and the return write.
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.reservationId, table.position] })],
);

export const paymentKindEnum = pgEnum('payment_kind', PAYMENT_KINDS);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

/**
 * The ledger: every movement of money on a booking, one row each (decision 048). Rows are never
 * changed or deleted, a correction is a new row: a trigger refuses UPDATE and DELETE
 * (migration 0026), and a booking with payments cannot be deleted (the foreign key restricts).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    kind: paymentKindEnum('kind').notNull(),
    method: paymentMethodEnum('method').notNull(),
    // 64-bit like the totals it pays.
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    providerRef: varchar('provider_ref', { length: 200 }),
    note: varchar('note', { length: 200 }),
    // The office's notes are its own; one marked so is also the customer's to read (decision 078).
    noteForCustomer: boolean('note_for_customer').notNull().default(false),
    // Written from the app's clock, which rules every time the app shows (decision 042).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Who recorded it, kept as a plain id: a ledger row outlives the account that wrote it.
    createdBy: integer('created_by'),
    // The money task that moved it at the provider (decision 064); null for every other row.
    moneyTaskId: integer('money_task_id').references(() => moneyTasks.id, {
      onDelete: 'restrict',
    }),
  },
  (table) => [
    index('payments_reservation_idx').on(table.reservationId, table.id),
    // The revenue report's days: the rows recorded in a range of time (migration 0028).
    index('payments_created_idx').on(table.createdAt),
    // A task is recorded once: a second recording of it (two finishers, a retry after a lost
    // commit) cannot add its rows again. A capture writes two kinds, CAPTURE and RELEASE.
    uniqueIndex('payments_money_task_key').on(table.moneyTaskId, table.kind),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The last receipt number given in each year: raised in the short transaction that gives the
 * next ones (issue_owed_receipts, decision 061), so the numbers have no gaps, also under
 * concurrency (a rolled-back one is undone).
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A settled booking's receipt number, given once (decision 048). */
export const receipts = pgTable(
  'receipts',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('receipts_year_number_key').on(table.year, table.number)],
);

/**
 * The last credit note number given in each year: raised in the refund's own transaction, so the
 * numbers have no gaps (a rolled-back refund takes its number back) (decision 075).
 */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A refund made after the booking's receipt was numbered: the receipt stays as issued, and the
 * refund gets a numbered credit note naming it and the reason (contract section 7, decision 075).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    receiptYear: smallint('receipt_year').notNull(),
    receiptNumber: integer('receipt_number').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_year_number_key').on(table.year, table.number),
    index('credit_notes_reservation_idx').on(table.reservationId),
  ],
);

/**
 * A settled booking whose receipt is still to be numbered: written by the settlement, which
 * never waits for the year's counter, and taken by `issue_owed_receipts` right after its commit
 * or by the sweep (decision 061). `facts` is what the receipt mail shows of the settlement (the
 * customer, the ledger's rows, what was paid), kept until the number exists.
 */
export const receiptsOwed = pgTable('receipts_owed', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'restrict' }),
  owedSince: timestamp('owed_since', { withTimezone: true }).notNull(),
  facts: jsonb('facts').notNull(),
});

/**
 * A booking's online payment (PAYMENTS=stripe, decision 051): the provider's checkout session
 * the customer pays on, until when, and, once paid, the payment and the card saved on the
 * provider's customer for the deposit and later charges.
 */
export const onlineCheckouts = pgTable(
  'online_checkouts',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    sessionId: varchar('session_id', { length: 255 }).notNull(),
    sessionUrl: varchar('session_url', { length: 2048 }).notNull(),
    customerId: varchar('customer_id', { length: 255 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    paymentMethodId: varchar('payment_method_id', { length: 255 }),
    // When it was paid or expired; the sweep that releases unpaid bookings reads the open ones.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // When its customer asked to give up paying, written before the provider is asked to close
    // the session: the session's expiry, however it is learnt, then cancels the booking.
    customerCancelledAt: timestamp('customer_cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('online_checkouts_session_key').on(table.sessionId),
    index('online_checkouts_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.closedAt} IS NULL`),
  ],
);

/**
 * A refund to the card under way at the provider (decision 056): claimed before the provider is
 * asked, deleted once its refunds are in the ledger. One per booking at a time; `parts` are
 * the provider's refunds it makes, so one left by a stopped server is finished exactly as begun.
 */
export const cardRefundsInFlight = pgTable(
  'card_refunds_in_flight',
  {
    reservationId: integer('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    // Names the refund at the provider: each part's idempotency key is made from it.
    reason: varchar('reason', { length: 100 }).notNull(),
    parts: jsonb('parts').$type<{ intentId: string; cents: number }[]>().notNull(),
    refundedBy: integer('refunded_by'),
    note: varchar('note', { length: 200 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('card_refunds_in_flight_claimed_idx').on(table.claimedAt),
    check('card_refunds_in_flight_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const moneyTaskKindEnum = pgEnum('money_task_kind', MONEY_TASK_KINDS);
export const moneyTaskStateEnum = pgEnum('money_task_state', MONEY_TASK_STATES);

/**
 * A money step on the card saved at payment (decision 064), written in the transaction of the
 * change it follows (the check-out's hold; the check-in's capture, release and charge) and
 * carried out after its commit, by the request and, when that did not finish it, by the worker.
 * Its idempotency key is random and stored before the provider is called, so every try asks for
 * the same payment; the provider's object, once known, is kept for looking it up.
 */
export const moneyTasks = pgTable(
  'money_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    kind: moneyTaskKindEnum('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    idempotencyKey: uuid('idempotency_key').notNull(),
    state: moneyTaskStateEnum('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    // Whose try it is and until when (the outbox's claim, decision 033).
    claimId: uuid('claim_id'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    // The provider's PaymentIntent: the hold a capture or release acts on, or the one made.
    providerRef: varchar('provider_ref', { length: 255 }),
    // The provider's error type and code, or our database's code: never what the error carries.
    lastError: varchar('last_error', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('money_tasks_idempotency_key').on(table.idempotencyKey),
    index('money_tasks_reservation_idx').on(table.reservationId),
    // The worker's due tasks and the office's lists of open and failed ones.
    index('money_tasks_state_idx').on(table.state, table.nextAttemptAt),
    check('money_tasks_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type MoneyTaskRow = typeof moneyTasks.$inferSelect;

/** The provider's events applied, by their id: each once, also when delivered twice at once. */
export const providerEvents = pgTable('provider_events', {
  eventId: varchar('event_id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * The office's rate periods: company days, both included, whose hours cost `percent` more (or
 * less). No two share a day: an exclusion constraint (migration 0018, not expressible here).
 */
export const ratePeriods = pgTable(
  'rate_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    percent: smallint('percent').notNull(),
  },
  (table) => [
    check('rate_periods_end_not_before_start', sql`${table.endDate} >= ${table.startDate}`),
    check('rate_periods_percent_range', sql`${table.percent} BETWEEN -90 AND 300`),
  ],
);

export const extraPerEnum = pgEnum('extra_per', EXTRA_PER);

/** What a trip may take besides the vehicle: a child seat, a second driver. */
export const extras = pgTable(
  'extras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    per: extraPerEnum('per').notNull(),
    maxQuantity: smallint('max_quantity').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('extras_price_not_negative', sql`${table.priceCents} >= 0`),
    check('extras_max_quantity_range', sql`${table.maxQuantity} BETWEEN 1 AND 9`),
    // Two extras of one name read alike in the booking form, the quote and the receipt.
    uniqueIndex('extras_name_key').on(sql`lower(${table.name})`),
  ],
);

/**
 * The extras a booking took, how many of each, in the order chosen: what its price is made
 * again from when the office moves it. A booked extra is never deleted (restrict).
 */
export const reservationExtras = pgTable(
  'reservation_extras',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'restrict' }),
    position: smallint('position').notNull(),
    quantity: smallint('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reservationId, table.extraId] }),
    index('reservation_extras_extra_idx').on(table.extraId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 50 }).notNull(),
    body: varchar('body', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * A counter per data set, raised by triggers in the same transaction as any change of it
 * (migration 0003), so that every instance can validate its cached answers with one cheap read.
 */
export const dataVersions = pgTable('data_versions', {
  name: varchar('name', { length: 30 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Exact row counts kept by triggers (migration 0003), spread over shards so that concurrent
 * writers rarely wait for each other: count(*) on a million rows is too slow for every page.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 30 }).notNull(),
    shard: smallint('shard').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.shard] })],
);

export type UserRow = typeof users.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/**
 * Login and register attempts per client address and per email, in fixed windows (see
 * AuthRateLimiter). In the database so that every server instance counts into the same window.
 */
export const authAttemptWindows = pgTable(
  'auth_attempt_windows',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_attempt_windows_resets_at_idx').on(table.resetsAt)],
);

export const OUTBOX_STATUSES = ['WAITING', 'SENT', 'FAILED'] as const;
export const outboxStatusEnum = pgEnum('outbox_status', OUTBOX_STATUSES);

/**
 * Mail to send, written in the same transaction as the change that causes it and delivered by
 * the mail worker (modules/mail/worker.ts). A row is claimed for `claimed_until`: a worker that
 * dies while sending leaves a claim that expires, and another instance sends the mail then.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 30 }).notNull(),
    recipient: varchar('recipient', { length: 100 }).notNull(),
    /** The booking a reservation mail is about: one reminder per reservation. */
    reservationId: integer('reservation_id'),
    /** What the mail says, as it was when the change happened; rendered when it is sent. */
    payload: jsonb('payload').notNull(),
    status: outboxStatusEnum('status').notNull().default('WAITING'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimId: uuid('claim_id'),
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'WAITING'`),
    uniqueIndex('outbox_one_reminder_key')
      .on(table.reservationId)
      .where(sql`${table.kind} = 'reminder'`),
    index('outbox_created_idx').on(table.createdAt, table.id),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/** Password reset links: only a hash of the token is kept; each works once, for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

/**
 * Sign-ins (decision 077): each token names its session, which counts while its row is here.
 * Ending one deletes the row, and a trigger raises the accounts version with it (migration
 * 0043), so the next request with its token is refused on every instance. `lastUsedAt` moves
 * at most once a minute per session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    /** Browser and system read from the User-Agent, e.g. "Chrome on Android". */
    device: varchar('device', { length: 60 }).notNull(),
    /** The client's address as the app sees it behind its trusted proxies. */
    address: varchar('address', { length: 45 }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.lastUsedAt)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * What the database itself applies to every booking: one row, written from
 * BOOKING_BUFFER_MINUTES at every start (decision 023), read by the occupancy triggers.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: boolean('id').primaryKey().default(true),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
  },
  (table) => [
    check('booking_settings_one_row', sql`${table.id}`),
    check('booking_settings_buffer_range', sql`${table.bufferMinutes} BETWEEN 0 AND 1440`),
  ],
);

/** A vehicle out of service (maintenance): nobody may book it then. */
export const vehicleBlocks = pgTable(
  'vehicle_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    carId: integer('car_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('vehicle_blocks_car_idx').on(table.carId, table.startTime),
    // Every vehicle's blocks in the office timeline's days.
    index('vehicle_blocks_during_idx').using(
      'gist',
      sql`tstzrange(${table.startTime}, ${table.endTime}, '[)')`,
    ),
    check('vehicle_blocks_end_after_start', sql`${table.endTime} > ${table.startTime}`),
  ],
);
export type VehicleBlockRow = typeof vehicleBlocks.$inferSelect;

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Everything that holds a vehicle, kept by triggers on reservations and blocks (migration
 * 0011): a CREATED or IN_PROGRESS reservation (migration 0025) from pick-up to drop-off plus
 * the turnaround buffer, a block from start to end. Its exclusion constraint (vehicle_occupancy_no_overlap, not expressible
 * here) is the one rule that no two of them overlap.
 */
export const vehicleOccupancy = pgTable(
  'vehicle_occupancy',
  {
    carId: integer('car_id').notNull(),
    during: tstzrange('during').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    blockId: integer('block_id').references(() => vehicleBlocks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('vehicle_occupancy_reservation_key').on(table.reservationId),
    uniqueIndex('vehicle_occupancy_block_key').on(table.blockId),
    // Search asks which vehicles are held at all during a window: one probe of this index
    // instead of one probe of the exclusion index per vehicle (docs/performance.md).
    index('vehicle_occupancy_during_idx').using('gist', table.during),
    check(
      'vehicle_occupancy_one_holder',
      sql`num_nonnulls(${table.reservationId}, ${table.blockId}) = 1`,
    ),
  ],
);
