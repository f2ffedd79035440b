-- The prices of contract section 6 (decision 043). Existing vehicles keep their prices: no day
-- price (24 hours at the hourly price), no mileage limit, no charge per extra mile, and the
-- default deposit.
ALTER TABLE "vehicles" ADD COLUMN "price_per_day_cents" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "deposit_cents" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "miles_per_day" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_per_extra_mile_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_day_price_within_hours" CHECK ("vehicles"."price_per_day_cents" > 0 AND "vehicles"."price_per_day_cents" <= 24 * "vehicles"."price_per_hour_cents");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_deposit_not_negative" CHECK ("vehicles"."deposit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_miles_per_day_positive" CHECK ("vehicles"."miles_per_day" > 0);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_extra_mile_not_negative" CHECK ("vehicles"."price_per_extra_mile_cents" >= 0);