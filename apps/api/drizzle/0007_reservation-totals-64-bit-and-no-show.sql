-- Totals of the largest valid booking (just under $100,000 an hour for 90 days, about 2.16e10
-- cents) need 64 bits. NO_SHOW: a customer who never came (contract, section 5), final.
ALTER TYPE "public"."reservation_status" ADD VALUE 'NO_SHOW';--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "total_price_cents" SET DATA TYPE bigint;