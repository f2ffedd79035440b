import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from './context.ts';
import type { Database } from './db/client.ts';
import { AccountService } from './modules/accounts/service.ts';
import { SignedInUsers } from './modules/accounts/signed-in-users.ts';
import { AvailabilityService } from './modules/availability/service.ts';
import { BlockService } from './modules/blocks/service.ts';
import { ExtraService } from './modules/extras/service.ts';
import { FileService } from './modules/files/service.ts';
import { HandoverService } from './modules/handover/service.ts';
import { onlinePayments } from './modules/payments/online/index.ts';
import { ReceiptService } from './modules/payments/receipts.ts';
import { PaymentService } from './modules/payments/service.ts';
import { PasswordResetService } from './modules/password-reset/service.ts';
import { PriceBook } from './modules/prices/price-book.ts';
import { AuthRateLimits } from './modules/rate-limits/auth-limits.ts';
import { SessionService } from './modules/sessions/service.ts';
import { RateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { RateService } from './modules/rates/service.ts';
import { TripExtensions } from './modules/reservations/extension.ts';
import { OfficeCharges } from './modules/reservations/office-charges.ts';
import { Repricing } from './modules/reservations/repricing.ts';
import { ReservationService } from './modules/reservations/service.ts';
import { WalkInBookings } from './modules/reservations/walk-in.ts';
import { TermsService } from './modules/terms/index.ts';
import { CatalogueCache } from './modules/vehicles/catalogue-cache.ts';
import { AvailabilityAnswers } from './modules/availability/availability-answers.ts';
import { VehicleService } from './modules/vehicles/service.ts';

export type Services = ReturnType<typeof buildServices>;

// The routes' context gets its services here, where they are built, so that context.ts, which
// every service imports, imports none of them back (as app.ts gives Fastify its app.services).
declare module './context.ts' {
  interface AppContext {
    services: Services;
  }
}

/**
 * The composition root: every service is built here, once per app, and reaches the routes
 * through the AppContext. One instance each also means one cache each: the catalogue, the
 * signed-in users and the image variants are shared by every route that reads them.
 */
export function buildServices(ctx: ServiceContext, log: FastifyBaseLogger) {
  const clock = () => ctx.now().getTime();
  const vehicles = new VehicleService(ctx);
  const rates = new RateService(ctx);
  const extras = new ExtraService(ctx);
  const priceBook = new PriceBook(ctx.db);
  const repricing = new Repricing(ctx, rates, extras);
  const files = new FileService(ctx, (imageId, error) =>
    log.warn({ err: error, imageId }, 'an image could not be resized; it is served as uploaded'),
  );
  const { payments: paying } = ctx.config;
  const online = paying.mode === 'stripe' ? onlinePayments(ctx, paying, log) : undefined;
  const payments = new PaymentService(ctx, online?.refunds);
  const terms = new TermsService(ctx);
  /**
   * The booking path on a transaction (a walk-in's account and booking commit together,
   * decision 069): everything `book` reads or writes goes through it, as PGlite, one connection,
   * runs nothing beside an open transaction. Its price book reads the prices afresh; `book`
   * never reprices (the repricing stays the app's).
   */
  const bookingsOn = (tx: Database) => {
    const onTx = { ...ctx, db: tx };
    return new ReservationService(
      onTx,
      new VehicleService(onTx),
      new ExtraService(onTx),
      new PriceBook(tx),
      repricing,
      new TermsService(onTx),
    );
  };
  return {
    /** Online payment's services; undefined when customers pay at the counter. */
    online,
    vehicles,
    rates,
    extras,
    catalogue: new CatalogueCache(ctx.db),
    terms,
    reservations: new ReservationService(ctx, vehicles, extras, priceBook, repricing, terms),
    walkIns: new WalkInBookings(ctx, bookingsOn),
    extensions: new TripExtensions(ctx, repricing),
    officeCharges: new OfficeCharges(ctx),
    payments,
    receipts: new ReceiptService(ctx, payments),
    availability: new AvailabilityService(ctx, vehicles, priceBook),
    availabilityAnswers: new AvailabilityAnswers(ctx.db),
    blocks: new BlockService(ctx, vehicles),
    accounts: new AccountService(ctx),
    signedInUsers: new SignedInUsers(ctx.db, ctx.now),
    sessions: new SessionService(ctx),
    passwordResets: new PasswordResetService(ctx),
    files,
    handovers: new HandoverService(ctx, rates, files),
    /** Every call that checks a password counts against the same limits. */
    authLimits: new AuthRateLimits(ctx.db, ctx.config.authRateLimitMax, clock),
    contactLimiter: new RateLimiter(ctx.db, clock),
  };
}
